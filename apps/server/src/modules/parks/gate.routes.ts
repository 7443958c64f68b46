import { formatLocalDateTime, type Lang } from '@parking/domain';
import {
  boxResource,
  carTypeResource,
  fieldValueSchema,
  gateIoRuleType,
  gateIoTimeResource,
  gateResource,
  parkResource,
} from '@parking/resources';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Row } from '../../crud/hooks';
import { liveCondition, scopeConditions } from '../../crud/scope';
import { tableOf } from '../../db/schema';
import type { Access, Tx } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { heartbeatWindowMs } from './monitor';
import { labels, optionalId, paramLabels, requiredId, visibleOne } from './visible';

const clock = z
  .string()
  .max(5)
  .refine((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), {
    params: { msg: { zh: '时间格式应为 HH:mm', en: 'time must be HH:mm' } },
  });
const period = z.object({
  startTime: clock,
  endTime: clock,
  weekdays: z.array(z.number().int().min(1).max(7)).max(7).optional(),
});
export type Period = z.infer<typeof period>;
const ruleTypeSchema = fieldValueSchema({ kind: 'dict', dict: gateIoRuleType.code, label: gateIoRuleType.label });
const ioLabels = (k: string) =>
  paramLabels(k) ??
  (
    {
      CarTypeID: labels.carType,
      ruleType: gateIoRuleType.label,
      periods: { zh: '通行时段', en: 'Periods' },
    } as Record<string, { zh: string; en: string }>
  )[k];

/** The gate and the car type, visible and of the same park. */
async function gateAndCarType(tx: Tx, access: Access, gateId: number, carTypeId: number) {
  const gate = await visibleOne(tx, gateResource, access, gateId);
  const carType = await visibleOne(tx, carTypeResource, access, carTypeId);
  if (Number(carType.parkId) !== Number(gate.parkId)) {
    throw badRequest({
      zh: `车辆类型(carTypeId): ${carType.carTypeName} 不是通道所在停车场的车辆类型`,
      en: `Car type(carTypeId): ${carType.carTypeName} is not a car type of the gate's park`,
    });
  }
  return { gate, carType };
}

async function ruleOf(tx: Tx, access: Access, gateId: number, carTypeId: number, ruleType: number) {
  const t = tableOf('gateIoTime');
  const [row] = await tx
    .select()
    .from(t)
    .where(
      and(
        eq(t.gateId, gateId),
        eq(t.carTypeId, carTypeId),
        eq(t.ruleType, ruleType),
        liveCondition(t),
        ...scopeConditions(gateIoTimeResource, t, access),
      ),
    );
  return row as Row | undefined;
}

function ruleAnswer(gateId: number, carTypeId: number, ruleType: number, row: Row | undefined, lang: Lang) {
  const periods = (row?.periods as Period[] | null) ?? [];
  return {
    id: row?.id ?? null,
    gateId,
    carTypeId,
    ruleType,
    ruleTypeName: gateIoRuleType.items.find((i) => i.value === ruleType)?.label[lang] ?? null,
    configured: !!row,
    /** Without a rule the car type passes at any time. */
    anyTime: !row,
    periods,
  };
}

const ioInput = {
  gateId: optionalId,
  GateID: optionalId,
  carTypeId: optionalId,
  CarTypeID: optionalId,
  ruleType: ruleTypeSchema.optional(),
};
const ids = (input: Record<string, unknown>) => ({
  gateId: requiredId(labels.gate, ['gateId', 'GateID'], input),
  carTypeId: requiredId(labels.carType, ['carTypeId', 'CarTypeID'], input),
  ruleType: (() => {
    if (input.ruleType === undefined) {
      throw badRequest({ zh: '通行规则类型(ruleType): 不能为空', en: 'Passage rule type(ruleType): is required' });
    }
    return input.ruleType as number;
  })(),
});

export const gateRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/baseParkGate/saveGeteIoTime',
    area: 'parks',
    summary:
      'Set when a car type may pass a gate (ruleType 1 entry, 2 exit): periods of HH:mm, optionally on weekdays 1-7; none: any time',
    permission: 'baseParkGate:edit',
    body: z.object({ ...ioInput, periods: z.array(period).max(10) }),
    labels: ioLabels,
    handler: async ({ app, access, body, lang }) => {
      const { gateId, carTypeId, ruleType } = ids(body);
      for (const [i, p] of body.periods.entries()) {
        if (p.startTime === p.endTime) {
          throw badRequest({
            zh: `通行时段(periods.${i}): 开始和结束时间不能相同`,
            en: `Periods(periods.${i}): start and end cannot be the same time`,
          });
        }
      }
      const periods = body.periods.map((p) => ({
        ...p,
        ...(p.weekdays ? { weekdays: [...new Set(p.weekdays)].sort((a, b) => a - b) } : {}),
      }));
      const saved = await app.db.transaction(async (tx) => {
        const { gate } = await gateAndCarType(tx, access, gateId, carTypeId);
        const existing = await ruleOf(tx, access, gateId, carTypeId, ruleType);
        const t = tableOf('gateIoTime');
        if (!periods.length) {
          if (existing) {
            await tx
              .update(t)
              .set({ deletedAt: new Date(), deletedBy: access.userId })
              .where(eq(t.id, existing.id as number));
          }
          return undefined;
        }
        if (existing) {
          const [row] = await tx
            .update(t)
            .set({ periods, updatedAt: new Date(), updatedBy: access.userId })
            .where(eq(t.id, existing.id as number))
            .returning();
          return row as Row;
        }
        const [row] = await tx
          .insert(t)
          .values({
            parkId: gate.parkId,
            companyId: gate.companyId,
            gateId,
            carTypeId,
            ruleType,
            periods,
            createdBy: access.userId,
            updatedBy: access.userId,
          } as never)
          .returning();
        return row as Row;
      });
      return ruleAnswer(gateId, carTypeId, ruleType, saved, lang);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/baseParkGate/geteIoTime',
    area: 'parks',
    summary: 'When a car type may pass a gate for entry or exit (anyTime when no rule is set)',
    query: z.object(ioInput),
    labels: ioLabels,
    handler: async ({ app, access, query, lang }) => {
      const { gateId, carTypeId, ruleType } = ids(query);
      await gateAndCarType(app.db, access, gateId, carTypeId);
      return ruleAnswer(gateId, carTypeId, ruleType, await ruleOf(app.db, access, gateId, carTypeId, ruleType), lang);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/baseParkGate/getSelectFullParkGate',
    area: 'parks',
    summary: 'Every visible gate as a select option named "park / gate" (parkId or PKID: one park only)',
    query: z.object({ parkId: optionalId, PKID: optionalId }),
    labels: paramLabels,
    handler: async ({ app, access, query }) => {
      const g = tableOf('baseParkGate');
      const p = tableOf('basePark');
      const parkId = query.parkId ?? query.PKID;
      const rows = await app.db
        .select({ id: g.id, gateName: g.gateName, gateType: g.gateType, parkId: g.parkId, parkName: p.parkName })
        .from(g)
        .innerJoin(p, eq(p.id, g.parkId))
        .where(
          and(
            liveCondition(g),
            liveCondition(p),
            ...scopeConditions(gateResource, g, access),
            ...(parkId !== undefined ? [eq(g.parkId, parkId)] : []),
          ),
        )
        .orderBy(asc(p.parkName), asc(g.gateName), asc(g.id))
        .limit(2000);
      return rows.map((r) => ({ label: `${r.parkName} / ${r.gateName}`, value: r.id, ...r }));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/baseParkBox/getDogParkBox',
    area: 'parks',
    summary: 'Booths whose computer is watched by heartbeat, and whether each reported in the last three minutes',
    query: z.object({ parkId: optionalId, PKID: optionalId }),
    labels: paramLabels,
    handler: async ({ app, access, query }) => {
      const b = tableOf('baseParkBox');
      const p = tableOf('basePark');
      const parkId = query.parkId ?? query.PKID;
      if (parkId !== undefined) await visibleOne(app.db, parkResource, access, parkId);
      const conds: SQL[] = [
        eq(b.watchdog, true),
        liveCondition(b),
        liveCondition(p),
        ...scopeConditions(boxResource, b, access),
        ...(parkId !== undefined ? [eq(b.parkId, parkId)] : []),
      ];
      const rows = await app.db
        .select({
          boxId: b.id,
          boxName: b.boxName,
          parkId: b.parkId,
          parkName: p.parkName,
          hostAddress: b.hostAddress,
          lastHeartbeatAt: b.lastHeartbeatAt,
        })
        .from(b)
        .innerJoin(p, eq(p.id, b.parkId))
        .where(and(...conds))
        .orderBy(asc(p.parkName), asc(b.boxName));
      const since = Date.now() - heartbeatWindowMs;
      const online = (at: Date | null) => at !== null && at.getTime() > since;
      return rows.map((r) => {
        const at = r.lastHeartbeatAt as Date | null;
        return {
          ...r,
          BoxID: r.boxId,
          online: online(at),
          lastHeartbeatAt: at ? formatLocalDateTime(at, app.config.timeZone) : null,
        };
      });
    },
  }),
];
