import { type Message, normalizePlate, plateProblem } from '@parking/domain';
import { areaResource, idSchema, inOutRecordResource, parkResource, stayState } from '@parking/resources';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { idsText } from '../../crud/id-params';
import { parseTime } from '../../crud/input';
import { saveRow } from '../../crud/save-row';
import { visibleConditions } from '../../crud/scope';
import { visibleAll, visibleOne } from '../../crud/visible-rows';
import { tableOf } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { type AnyRoute, defineRoute, FileAnswer } from '../../platform/route-table';
import { idParams, optionalId, requiredId, specIdLabel } from '../../platform/spec-params';
import { resetStalls, takeStall } from '../parks/stall-ledger';
import { lockCars } from './gate-decision/car-locks';
import { owedAtExit } from './gate-decision/decide-exit';
import { openStayOf } from './gate-decision/open-stay';
import { readImage } from './gate-image-store';
import { closeStay, type Stay } from './stays/close-stay';
import { withNote } from './stays/stay-remark';
import { storeClosings } from './stays/store-closings';

const names: Record<string, Message> = {
  recordId: inOutRecordResource.label,
  reason: { zh: '原因', en: 'Reason' },
  charge: { zh: '是否收费', en: 'Charge the fee' },
  plateNumber: { zh: '车牌号', en: 'Plate' },
  which: { zh: '图片', en: 'Image' },
};
const labels = (k: string) => specIdLabel(k) ?? names[k];

const imageUrl = (recordId: number, which: 'in' | 'out') =>
  `/api/updown/parkIORecord/image?recordId=${recordId}&which=${which}`;

/** A stay not yet closed: its car is inside, or its exit waits for an operator. */
const openStates = [stayState.values.inside, stayState.values.manualConfirm];
const isOpen = (stay: Stay) => openStates.some((s) => s === stay.state);

/** Cars inside a park: releasing them by hand, correcting a misread plate, their images. */
export const inCarRoutes: AnyRoute[] = [
  defineRoute<
    Record<string, never>,
    { parkId: number; areaId?: number; plateNumber: string; inTime?: string; reason: string }
  >({
    method: 'POST',
    url: '/api/updown/parkIORecord/platInCar',
    section: 'parks',
    permission: 'parkIORecord:inCar',
    summary:
      'Adds a car inside by hand (the camera missed it), with the reason; it takes a stall like a car that came through a gate',
    body: z.object({
      parkId: idSchema,
      areaId: optionalId,
      plateNumber: z.string().min(1).max(16),
      inTime: z.string().max(19).optional(),
      reason: z.string().trim().min(1).max(200),
    }),
    labels,
    handler: async ({ app, access, lang, body, noteChange }) =>
      app.db.transaction(async (tx) => {
        await visibleOne(tx, parkResource, access, body.parkId);
        const plate = normalizePlate(body.plateNumber);
        const problem = plateProblem(plate);
        if (problem) {
          throw badRequest({ zh: `车牌号(plateNumber): ${problem.zh}`, en: `Plate(plateNumber): ${problem.en}` });
        }
        const areaId = body.areaId ?? null;
        if (areaId != null) {
          const area = await visibleOne(tx, areaResource, access, areaId);
          if (area.parkId !== body.parkId) {
            throw badRequest({ zh: '区域(areaId): 不属于该停车场', en: 'Area(areaId): not an area of this park' });
          }
        }
        const inTime = body.inTime
          ? parseTime('inTime', { zh: '入场时间', en: 'Entry time' }, body.inTime, app.config.timeZone)
          : new Date();
        await lockCars(tx, [{ parkId: body.parkId, plate }]);
        if (await openStayOf(tx, body.parkId, plate)) {
          throw badRequest({
            zh: `车牌号(plateNumber): ${plate} 已在场`,
            en: `Plate(plateNumber): ${plate} is already inside`,
          });
        }
        const { answer } = await saveRow({ app, tx, access, lang, noteChange }, inOutRecordResource, {
          parkId: body.parkId,
          plateNumber: plate,
          areaId,
          state: stayState.values.inside,
          inTime,
          remark: `手动入场：${body.reason}`,
        });
        await takeStall(tx, body.parkId, areaId);
        return answer;
      }),
  }),
  defineRoute<{ ids?: number[] }, { ids?: number[]; reason: string; charge?: boolean }>({
    method: 'POST',
    url: '/api/updown/parkIORecord/batchOutCar',
    section: 'parks',
    permission: 'parkIORecord:outCar',
    summary:
      'Releases cars still inside by hand (a missed exit): each stay is closed now with the reason; with charge, what it owes becomes an unpaid order',
    query: z.object({ ids: idsText.optional() }),
    body: z.object({
      ids: z.array(idSchema).min(1).max(1000).optional(),
      reason: z.string().trim().min(1).max(200),
      charge: z.boolean().default(false),
    }),
    labels,
    handler: async ({ app, access, query, body }) =>
      app.db.transaction(async (tx) => {
        const ids = query.ids ?? [...new Set(body.ids ?? [])];
        if (!ids.length) throw badRequest({ zh: '编号(ids): 不能为空', en: 'Ids(ids): is required' });
        const seen = await visibleAll(tx, inOutRecordResource, access, ids);
        // in the gate's order: the cars, then their stays, their orders, and the stall counts last
        await lockCars(
          tx,
          seen.map((s) => ({ parkId: s.parkId, plate: s.plateNumber })),
        );
        const t = tableOf(inOutRecordResource);
        const stays = await tx
          .select()
          .from(t)
          .where(
            inArray(
              t.id,
              seen.map((s) => s.id),
            ),
          )
          .orderBy(t.id)
          .for('update');
        const notInside = stays.filter((s) => !isOpen(s));
        if (notInside.length) {
          throw badRequest({
            zh: `编号(ids): ${notInside.map((s) => s.plateNumber).join('、')} 已不在场`,
            en: `Ids(ids): ${notInside.map((s) => s.plateNumber).join(', ')} no longer inside`,
          });
        }
        const now = new Date();
        let owedTotal = 0;
        const closings = [];
        for (const stay of stays) {
          const { feeFen, owedFen } = body.charge ? await owedAtExit(app, tx, stay, now) : { feeFen: 0, owedFen: 0 };
          owedTotal += owedFen;
          closings.push(
            closeStay(stay, {
              state: stayState.values.left,
              at: now,
              fee: feeFen,
              owedFen,
              note: `手动放行：${body.reason}`,
              ordersNote: `手动放行，不再收费：${body.reason}`,
            }),
          );
        }
        await storeClosings(tx, closings);
        return { released: stays.length, owedFen: owedTotal };
      }),
  }),
  defineRoute<Record<string, never>, { recordId: number; plateNumber: string }>({
    method: 'POST',
    url: '/api/updown/parkIORecord/updatePlateNumber',
    section: 'parks',
    permission: 'parkIORecord:correctPlate',
    summary: 'Corrects a misread plate of a stay; the old and new plates are kept in its remark and the operate log',
    body: z.object({ recordId: idSchema, plateNumber: z.string().min(1).max(16) }),
    labels,
    handler: async ({ app, access, body, noteChange }) => {
      const answer = await app.db.transaction(async (tx) => {
        const t = tableOf(inOutRecordResource);
        const [stay] = await tx
          .select()
          .from(t)
          .where(and(eq(t.id, body.recordId), visibleConditions(inOutRecordResource, access)))
          .for('update');
        if (!stay) throw notFound(inOutRecordResource.label, body.recordId);
        const plate = normalizePlate(body.plateNumber);
        const problem = plateProblem(plate);
        if (problem) {
          throw badRequest({ zh: `车牌号(plateNumber): ${problem.zh}`, en: `Plate(plateNumber): ${problem.en}` });
        }
        const old = stay.plateNumber;
        if (old === plate) return { recordId: body.recordId, oldPlateNumber: old, plateNumber: plate, changed: false };
        const note = `车牌更正：${old} → ${plate}（${access.username}）`;
        await tx
          .update(t)
          .set({ plateNumber: plate, remark: withNote(stay.remark, note) })
          .where(eq(t.id, body.recordId));
        return { recordId: body.recordId, oldPlateNumber: old, plateNumber: plate, changed: true };
      });
      if (answer.changed) noteChange({ plateNumber: { old: answer.oldPlateNumber, new: answer.plateNumber } });
      return answer;
    },
  }),
  defineRoute<{ parkId?: number; PKID?: number }, { parkId?: number; PKID?: number } | undefined>({
    method: 'POST',
    url: '/api/updown/parkIORecord/initHistoryPark',
    section: 'parks',
    summary:
      'Starts a park afresh (after a stock-take): every stay still open is closed as released, and free stalls are set back to the totals',
    query: z.object(idParams('park')),
    body: z.object(idParams('park')).optional(),
    labels,
    handler: async ({ app, access, query, body }) => {
      const parkId = requiredId(parkResource.label, ['parkId', 'PKID'], query, body);
      return app.db.transaction(async (tx) => {
        await visibleOne(tx, parkResource, access, parkId);
        const t = tableOf(inOutRecordResource);
        const open = and(eq(t.parkId, parkId), inArray(t.state, openStates), isNull(t.deletedAt));
        // in the gate's order: the cars, then their stays, their orders, and the stall counts last
        const cars = await tx.selectDistinct({ plate: t.plateNumber }).from(t).where(open);
        await lockCars(
          tx,
          cars.map((c) => ({ parkId, plate: c.plate })),
        );
        const stays = await tx.select().from(t).where(open).orderBy(t.id).for('update');
        const now = new Date();
        await storeClosings(
          tx,
          stays.map((stay) =>
            closeStay(stay, {
              state: stayState.values.left,
              at: now,
              note: '初始化在场车辆',
              ordersNote: '初始化在场车辆，订单关闭',
            }),
          ),
        );
        await resetStalls(tx, parkId);
        return { parkId, closed: stays.length };
      });
    },
  }),
  defineRoute<{ recordId: number }, undefined>({
    method: 'GET',
    url: '/api/updown/parkIORecord/getLocalImagePath',
    section: 'parks',
    summary: 'Where the entry and exit images of a stay are served (null: none was taken)',
    query: z.object({ recordId: idSchema }),
    labels,
    handler: async ({ app, access, query }) => {
      const stay = await visibleOne(app.db, inOutRecordResource, access, query.recordId);
      return {
        recordId: query.recordId,
        inImage: stay.inImage ? imageUrl(query.recordId, 'in') : null,
        outImage: stay.outImage ? imageUrl(query.recordId, 'out') : null,
      };
    },
  }),
  defineRoute<{ recordId: number }, undefined>({
    method: 'GET',
    url: '/api/updown/parkIORecord/getRoadImages',
    section: 'parks',
    summary: 'The images of a stay as a list (roadside berths report theirs the same way)',
    query: z.object({ recordId: idSchema }),
    labels,
    handler: async ({ app, access, query }) => {
      const stay = await visibleOne(app.db, inOutRecordResource, access, query.recordId);
      return [
        ...(stay.inImage ? [{ kind: 'in', time: stay.inTime, url: imageUrl(query.recordId, 'in') }] : []),
        ...(stay.outImage ? [{ kind: 'out', time: stay.outTime, url: imageUrl(query.recordId, 'out') }] : []),
      ].map((i) => ({ ...i, time: i.time?.toISOString() ?? null }));
    },
  }),
  defineRoute<{ recordId: number; which: 'in' | 'out' }, undefined>({
    method: 'GET',
    url: '/api/updown/parkIORecord/image',
    section: 'parks',
    summary: 'The entry or exit image of a stay the caller may see',
    query: z.object({ recordId: idSchema, which: z.enum(['in', 'out']) }),
    labels,
    file: true,
    handler: async ({ app, access, query }) =>
      imageOf(app, await visibleOne(app.db, inOutRecordResource, access, query.recordId), query.which),
  }),
];

async function imageOf(app: AppContext, stay: Stay, which: 'in' | 'out') {
  const path = which === 'in' ? stay.inImage : stay.outImage;
  if (!path) throw notFound({ zh: '图片', en: 'Image' }, `${stay.id}/${which}`);
  const { bytes, type } = await readImage(app, path);
  return new FileAnswer(`${stay.plateNumber}-${which}.${type === 'image/png' ? 'png' : 'jpg'}`, type, bytes);
}
