import {
  areaResource,
  berthResource,
  berthSectionResource,
  boxResource,
  carModelResource,
  carTypeResource,
  garageAdResource,
  gateResource,
  printTemplateResource,
  rdParameterResource,
} from '@parking/resources';
import { and, eq, ne } from 'drizzle-orm';
import { merged, registerHooks } from '../../crud/hooks';
import { liveCondition } from '../../crud/scope';
import { tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { removalHooks } from './dependents';
import { checkSamePark } from './same-park';
import { checkAreaStalls } from './stalls';

const samePark = { beforeSubmit: checkSamePark };

registerHooks(areaResource, {
  async beforeSubmit(ctx, values, existing) {
    await checkSamePark(ctx, values, existing);
    await checkAreaStalls(ctx, values, existing);
  },
  ...removalHooks,
});
registerHooks(boxResource, { ...samePark, ...removalHooks });
registerHooks(gateResource, { ...samePark, ...removalHooks });
registerHooks(carTypeResource, {
  // the gate gives a read's plate colour one car type: two types of a park may not claim the same colour
  async beforeSubmit({ tx }, values, existing) {
    if (values.plateColor === undefined && values.parkId === undefined) return;
    const parkId = merged(values, existing, 'parkId');
    const plateColor = merged(values, existing, 'plateColor');
    if (parkId == null || plateColor == null) return;
    const t = tableOf(carTypeResource);
    const [other] = await tx
      .select({ name: t.carTypeName })
      .from(t)
      .where(
        and(
          eq(t.parkId, parkId),
          eq(t.plateColor, plateColor),
          liveCondition(t),
          existing ? ne(t.id, existing.id) : undefined,
        ),
      )
      .limit(1);
    if (other) {
      throw badRequest({
        zh: `对应车牌颜色(plateColor): 该停车场的车辆类型“${other.name}”已对应此颜色`,
        en: `Plate colour(plateColor): the park's car type "${other.name}" already has this colour`,
      });
    }
  },
  ...removalHooks,
});
registerHooks(carModelResource, removalHooks);
registerHooks(berthSectionResource, removalHooks);

registerHooks(berthResource, {
  async beforeSubmit(ctx, values, existing) {
    await checkSamePark(ctx, values, existing);
    if (values.berthNo === undefined && values.parkId === undefined) return;
    const parkId = merged(values, existing, 'parkId');
    const berthNo = merged(values, existing, 'berthNo');
    if (parkId == null || berthNo == null) return;
    const t = tableOf(berthResource);
    const [taken] = await ctx.tx
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          eq(t.parkId, parkId),
          eq(t.berthNo, berthNo),
          liveCondition(t),
          existing ? ne(t.id, existing.id) : undefined,
        ),
      )
      .limit(1);
    if (taken) {
      throw badRequest({
        zh: `泊位编号(berthNo): “${berthNo}”在该停车场已存在`,
        en: `Berth number(berthNo): "${berthNo}" already exists in this park`,
      });
    }
  },
  ...removalHooks,
});

registerHooks(rdParameterResource, {
  async beforeSubmit({ tx }, values, existing) {
    if (existing && values.parkId === undefined) return;
    const parkId = merged(values, existing, 'parkId');
    if (parkId == null) return;
    const t = tableOf(rdParameterResource);
    const [other] = await tx
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.parkId, parkId), liveCondition(t), existing ? ne(t.id, existing.id) : undefined))
      .limit(1);
    if (other) {
      throw badRequest({
        zh: `停车场(parkId): 该停车场已有路侧参数（编号 ${other.id}），请修改它`,
        en: `Park(parkId): the park already has roadside parameters (id ${other.id}); change those instead`,
      });
    }
  },
});

registerHooks(printTemplateResource, {
  async afterSubmit({ tx }, row) {
    if (!row.isDefault || row.templateType == null) return;
    const t = tableOf(printTemplateResource);
    await tx
      .update(t)
      .set({ isDefault: false })
      .where(and(eq(t.parkId, row.parkId), eq(t.templateType, row.templateType), ne(t.id, row.id), liveCondition(t)));
  },
});

registerHooks(garageAdResource, {
  beforeSubmit(_ctx, values, existing) {
    const start = merged(values, existing, 'startDate');
    const end = merged(values, existing, 'endDate');
    if (start && end && end < start) {
      throw badRequest({
        zh: `结束日期(endDate): 不能早于开始日期 ${start}`,
        en: `End date(endDate): cannot be before the start date ${start}`,
      });
    }
  },
});
