import { and, eq, ne, type SQL } from 'drizzle-orm';
import { type HookCtx, type Row, registerHooks } from '../../crud/hooks';
import { liveCondition } from '../../crud/scope';
import { tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { removalHooks } from './dependents';
import { checkSamePark } from './same-park';
import { checkAreaStalls } from './stalls';
import { merged } from './visible';

const samePark = { beforeSubmit: checkSamePark };

registerHooks('baseParkArea', {
  async beforeSubmit(ctx, values, existing) {
    await checkSamePark(ctx, values, existing);
    await checkAreaStalls(ctx, values, existing);
  },
  ...removalHooks,
});
registerHooks('baseParkBox', { ...samePark, ...removalHooks });
registerHooks('baseParkGate', { ...samePark, ...removalHooks });
registerHooks('parkCarType', removalHooks);
registerHooks('plat/parkCarModel', removalHooks);
registerHooks('curbPark/area', removalHooks);

/** Another live row of the same park with the same value, if any. */
async function takenInPark({ tx, def }: HookCtx, values: Row, existing: Row | null, key?: string) {
  const t = tableOf(def.module);
  const conds: SQL[] = [eq(t.parkId, merged(values, existing, 'parkId') as number), liveCondition(t)];
  if (key) conds.push(eq(t[key] as never, merged(values, existing, key) as never));
  if (existing) conds.push(ne(t.id, existing.id as number));
  const [row] = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(...conds))
    .limit(1);
  return row ? Number(row.id) : null;
}

registerHooks('door/rdBerth', {
  async beforeSubmit(ctx, values, existing) {
    await checkSamePark(ctx, values, existing);
    if (values.berthNo === undefined && values.parkId === undefined) return;
    if (await takenInPark(ctx, values, existing, 'berthNo')) {
      const no = String(merged(values, existing, 'berthNo'));
      throw badRequest({
        zh: `泊位编号(berthNo): “${no}”在该停车场已存在`,
        en: `Berth number(berthNo): "${no}" already exists in this park`,
      });
    }
  },
  ...removalHooks,
});

registerHooks('plat/RdParameter', {
  async beforeSubmit(ctx, values, existing) {
    if (existing && values.parkId === undefined) return;
    const other = await takenInPark(ctx, values, existing);
    if (other) {
      throw badRequest({
        zh: `停车场(parkId): 该停车场已有路侧参数（编号 ${other}），请修改它`,
        en: `Park(parkId): the park already has roadside parameters (id ${other}); change those instead`,
      });
    }
  },
});

registerHooks('parkprinttemplate', {
  async afterSubmit({ tx }, row) {
    if (!row.isDefault) return;
    const t = tableOf('parkprinttemplate');
    await tx
      .update(t)
      .set({ isDefault: false })
      .where(
        and(
          eq(t.parkId, row.parkId as number),
          eq(t.templateType, row.templateType as number),
          ne(t.id, row.id as number),
          liveCondition(t),
        ),
      );
  },
});

registerHooks('garagead', {
  beforeSubmit(_ctx, values, existing) {
    const start = merged(values, existing, 'startDate') as string | null;
    const end = merged(values, existing, 'endDate') as string | null;
    if (start && end && end < start) {
      throw badRequest({
        zh: `结束日期(endDate): 不能早于开始日期 ${start}`,
        en: `End date(endDate): cannot be before the start date ${start}`,
      });
    }
  },
});
