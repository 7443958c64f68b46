import { formatLocalDateTime, type Lang, type Message } from '@parking/domain';
import {
  boxResource,
  carTypeResource,
  type DictValue,
  dictSchema,
  gateIoRuleType,
  gateIoTimeResource,
  gateResource,
  parkResource,
} from '@parking/resources';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { removeRows, saveRow } from '../../crud/save-row';
import { liveCondition, visibleConditions } from '../../crud/scope';
import { visibleOne } from '../../crud/visible-rows';
import type { Db } from '../../db/connection';
import type { RowOf } from '../../db/resource-table';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { idOf, idParams, optionalIdOf, specIdLabel } from '../../platform/spec-params';
import { heartbeatWindowMs } from './monitor';

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
const ruleTypeSchema = dictSchema(gateIoRuleType);
const ownLabels: Record<string, Message> = {
  ruleType: gateIoRuleType.label,
  periods: { zh: '通行时段', en: 'Periods' },
};
const ioLabels = (k: string) => specIdLabel(k) ?? ownLabels[k];

type RuleType = DictValue<typeof gateIoRuleType>;
type Rule = RowOf<typeof gateIoTimeResource>;

/** The gate and the car type, visible and of the same park. */
async function gateAndCarType(db: Db, access: Access, gateId: number, carTypeId: number) {
  const gate = await visibleOne(db, gateResource, access, gateId);
  const carType = await visibleOne(db, carTypeResource, access, carTypeId);
  if (carType.parkId !== gate.parkId) {
    throw badRequest({
      zh: `车辆类型(carTypeId): ${carType.carTypeName} 不是通道所在停车场的车辆类型`,
      en: `Car type(carTypeId): ${carType.carTypeName} is not a car type of the gate's park`,
    });
  }
  return { gate, carType };
}

async function ruleOf(db: Db, access: Access, gateId: number, carTypeId: number, ruleType: RuleType) {
  const t = tableOf(gateIoTimeResource);
  const [row] = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.gateId, gateId),
        eq(t.carTypeId, carTypeId),
        eq(t.ruleType, ruleType),
        visibleConditions(gateIoTimeResource, access),
      ),
    );
  return row;
}

function ruleAnswer(gateId: number, carTypeId: number, ruleType: RuleType, row: Rule | undefined, lang: Lang) {
  return {
    id: row?.id ?? null,
    gateId,
    carTypeId,
    ruleType,
    ruleTypeName: gateIoRuleType.items.find((i) => i.value === ruleType)?.label[lang] ?? null,
    configured: !!row,
    /** Without a rule the car type passes at any time. */
    anyTime: !row,
    periods: row?.periods ?? [],
  };
}

const ioInput = { ...idParams('gate', 'carType'), ruleType: ruleTypeSchema.optional() };

/** The gate, car type and rule type a call names (each required). */
function ruleKey(input: { ruleType?: RuleType } & Record<string, unknown>) {
  const gateId = idOf('gate', input);
  const carTypeId = idOf('carType', input);
  if (input.ruleType === undefined) {
    throw badRequest({ zh: '通行规则类型(ruleType): 不能为空', en: 'Passage rule type(ruleType): is required' });
  }
  return { gateId, carTypeId, ruleType: input.ruleType };
}

export const gateRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/baseParkGate/saveGeteIoTime',
    section: 'parks',
    summary:
      'Set when a car type may pass a gate (ruleType 1 entry, 2 exit): periods of HH:mm, optionally on weekdays 1-7; none: any time',
    permission: 'baseParkGate:edit',
    body: z.object({ ...ioInput, periods: z.array(period).max(10) }),
    labels: ioLabels,
    handler: async (ctx) => {
      const { app, access, body, lang } = ctx;
      const { gateId, carTypeId, ruleType } = ruleKey(body);
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
        const write = { ...ctx, tx };
        if (!periods.length) {
          if (existing) await removeRows(write, gateIoTimeResource, [existing.id]);
          return undefined;
        }
        const values = existing ? { periods } : { parkId: gate.parkId, gateId, carTypeId, ruleType, periods };
        return (await saveRow(write, gateIoTimeResource, values, { id: existing?.id })).row;
      });
      return ruleAnswer(gateId, carTypeId, ruleType, saved, lang);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/baseParkGate/geteIoTime',
    section: 'parks',
    summary: 'When a car type may pass a gate for entry or exit (anyTime when no rule is set)',
    query: z.object(ioInput),
    labels: ioLabels,
    handler: async ({ app, access, query, lang }) => {
      const { gateId, carTypeId, ruleType } = ruleKey(query);
      await gateAndCarType(app.db, access, gateId, carTypeId);
      return ruleAnswer(gateId, carTypeId, ruleType, await ruleOf(app.db, access, gateId, carTypeId, ruleType), lang);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/baseParkGate/getSelectFullParkGate',
    section: 'parks',
    summary: 'Every visible gate as a select option named "park / gate" (parkId or PKID: one park only)',
    query: z.object(idParams('park')),
    labels: specIdLabel,
    handler: async ({ app, access, query }) => {
      const g = tableOf(gateResource);
      const p = tableOf(parkResource);
      const parkId = optionalIdOf('park', query);
      const rows = await app.db
        .select({ id: g.id, gateName: g.gateName, gateType: g.gateType, parkId: g.parkId, parkName: p.parkName })
        .from(g)
        .innerJoin(p, eq(p.id, g.parkId))
        .where(
          and(
            visibleConditions(gateResource, access),
            liveCondition(p),
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
    section: 'parks',
    summary: 'Booths whose computer is watched by heartbeat, and whether each reported in the last three minutes',
    query: z.object(idParams('park')),
    labels: specIdLabel,
    handler: async ({ app, access, query }) => {
      const b = tableOf(boxResource);
      const p = tableOf(parkResource);
      const parkId = optionalIdOf('park', query);
      if (parkId !== undefined) await visibleOne(app.db, parkResource, access, parkId);
      const conds: SQL[] = [
        eq(b.watchdog, true),
        visibleConditions(boxResource, access),
        liveCondition(p),
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
      return rows.map((r) => ({
        ...r,
        BoxID: r.boxId,
        online: online(r.lastHeartbeatAt),
        lastHeartbeatAt: r.lastHeartbeatAt ? formatLocalDateTime(r.lastHeartbeatAt, app.config.timeZone) : null,
      }));
    },
  }),
];
