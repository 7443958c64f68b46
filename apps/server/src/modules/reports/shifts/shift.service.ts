import { parseLocalDateTime } from '@parking/domain';
import { berthSectionResource, boxResource, parkResource, shiftResource, userResource } from '@parking/resources';
import { and, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { visibleOne } from '../../../crud/visible-rows';
import type { Db, Tx } from '../../../db/connection';
import { tableOf } from '../../../db/schema';
import type { Access, AppContext } from '../../../platform/context';
import { badRequest, forbidden } from '../../../platform/errors';
import { type Shift, shiftMoney } from './shift-money';

export type StartInput = {
  parkId: number;
  boxId?: number | undefined;
  sectionId?: number | undefined;
  /** When the operator signed in (a terminal that was offline reports it later); by default now. */
  startedAt?: string | undefined;
  remark?: string | undefined;
};

export type HandOverInput = {
  id: number;
  handedTo?: number | undefined;
  endedAt?: string | undefined;
  remark?: string | undefined;
};

const field = (name: string, zh: string, en: string) => badRequest({ zh: `${name}: ${zh}`, en: `${name}: ${en}` });

/** A time the caller gave (yyyy-MM-dd HH:mm:ss in the operators' zone, or ISO), not in the future; by default now. */
function timeOf(app: AppContext, text: string | undefined, name: string): Date {
  const now = new Date();
  if (!text) return now;
  const at = /[zZ]|[+-]\d{2}:?\d{2}$/.test(text) ? new Date(text) : parseLocalDateTime(text, app.config.timeZone);
  if (!at || Number.isNaN(at.getTime())) throw field(name, '时间格式不正确', 'not a valid time');
  if (at.getTime() > now.getTime() + 60_000) throw field(name, '不能晚于现在', 'cannot be in the future');
  return at;
}

/** The shifts kept at the same place: the booth, else the berth section, else the whole roadside park. */
function samePlace(s: { parkId: number; boxId: number | null; sectionId: number | null }): SQL | undefined {
  const t = tableOf(shiftResource);
  return and(
    eq(t.parkId, s.parkId),
    s.boxId != null ? eq(t.boxId, s.boxId) : isNull(t.boxId),
    s.sectionId != null ? eq(t.sectionId, s.sectionId) : isNull(t.sectionId),
    isNull(t.deletedAt),
  );
}

/**
 * The caller signs in for a shift at a booth, on a berth section, or over the whole roadside park. One open
 * shift per operator and per place: the one before must be handed over first.
 */
export async function startShift(app: AppContext, access: Access, input: StartInput): Promise<Shift> {
  if (input.boxId && input.sectionId) {
    throw field('泊位段(sectionId)', '岗亭班次不能同时指定泊位段', 'a booth shift names no berth section');
  }
  const startedAt = timeOf(app, input.startedAt, '上班时间(startedAt)');
  return app.db.transaction(async (tx) => {
    const park = await visibleOne(tx, parkResource, access, input.parkId);
    // one park's shifts begin one at a time, so two operators cannot both take the same booth
    const parks = tableOf(parkResource);
    await tx.select({ id: parks.id }).from(parks).where(eq(parks.id, park.id)).for('update');
    if (input.boxId) {
      const box = await visibleOne(tx, boxResource, access, input.boxId);
      if (box.parkId !== park.id) throw field('岗亭(boxId)', '不属于该停车场', 'is not a booth of this park');
    }
    if (input.sectionId) {
      const section = await visibleOne(tx, berthSectionResource, access, input.sectionId);
      if (section.parkId !== park.id) {
        throw field('泊位段(sectionId)', '不属于该停车场', 'is not a berth section of this park');
      }
    }
    const t = tableOf(shiftResource);
    const [mine] = await tx
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.operatorId, access.userId), isNull(t.endedAt), isNull(t.deletedAt)))
      .limit(1);
    if (mine) {
      throw field(
        '值班员(operatorId)',
        `您还有未交班的班次 #${mine.id}，请先交班`,
        `you have shift #${mine.id} still open: hand it over first`,
      );
    }
    const place = { parkId: park.id, boxId: input.boxId ?? null, sectionId: input.sectionId ?? null };
    const [open] = await tx
      .select({ id: t.id })
      .from(t)
      .where(and(samePlace(place), isNull(t.endedAt)))
      .limit(1);
    if (open) {
      const where = input.boxId ? '岗亭(boxId)' : input.sectionId ? '泊位段(sectionId)' : '停车场(parkId)';
      throw field(where, `班次 #${open.id} 尚未交班，请先交班`, `shift #${open.id} is still open: hand it over first`);
    }
    const [last] = await tx
      .select({ endedAt: t.endedAt })
      .from(t)
      .where(and(samePlace(place), isNotNull(t.endedAt)))
      .orderBy(desc(t.endedAt))
      .limit(1);
    if (last?.endedAt && last.endedAt > startedAt) {
      throw field(
        '上班时间(startedAt)',
        '不能早于上一班的交班时间',
        'cannot be before the previous shift was handed over',
      );
    }
    const [row] = await tx
      .insert(t)
      .values({
        companyId: park.companyId,
        parkId: park.id,
        boxId: place.boxId,
        sectionId: place.sectionId,
        operatorId: access.userId,
        startedAt,
        remark: input.remark ?? null,
      })
      .returning();
    if (!row) throw new Error('the shift was not written');
    return row;
  });
}

/** The name a shift's cash is signed with at the booth (`cash:<username>` on the payment). */
export async function operatorNameOf(db: Db | Tx, userId: number): Promise<string> {
  const u = tableOf(userResource);
  const [row] = await db.select({ username: u.username }).from(u).where(eq(u.id, userId));
  return row?.username ?? '';
}

/**
 * The shift ends: the money taken and the exits in it are counted from the records and kept with it. Its
 * operator hands it over; a company's or the platform's user may close it for them.
 */
export async function handOverShift(app: AppContext, access: Access, input: HandOverInput): Promise<Shift> {
  const endedAt = timeOf(app, input.endedAt, '交班时间(endedAt)');
  return app.db.transaction(async (tx) => {
    const seen = await visibleOne(tx, shiftResource, access, input.id);
    const t = tableOf(shiftResource);
    const [shift] = await tx.select().from(t).where(eq(t.id, seen.id)).for('update');
    if (!shift) throw new Error(`shift ${seen.id} is gone`);
    if (shift.endedAt)
      throw field('班次(id)', `班次 #${shift.id} 已交班`, `shift #${shift.id} was handed over already`);
    if (shift.operatorId !== access.userId && access.level === 'park') {
      throw forbidden({ zh: '只有本班值班员可以交班', en: "only the shift's operator may hand it over" });
    }
    if (endedAt < shift.startedAt) {
      throw field('交班时间(endedAt)', '不能早于上班时间', 'cannot be before the shift started');
    }
    if (input.handedTo !== undefined) {
      if (input.handedTo === shift.operatorId) {
        throw field('接班人(handedTo)', '不能交给本班值班员自己', "cannot be the shift's own operator");
      }
      await visibleOne(tx, userResource, access, input.handedTo);
    }
    const money = await shiftMoney(tx, shift, await operatorNameOf(tx, shift.operatorId), endedAt);
    const [done] = await tx
      .update(t)
      .set({
        endedAt,
        ...money,
        handedTo: input.handedTo ?? null,
        ...(input.remark !== undefined ? { remark: input.remark } : {}),
      })
      .where(eq(t.id, shift.id))
      .returning();
    if (!done) throw new Error(`shift ${shift.id} is gone`);
    return done;
  });
}
