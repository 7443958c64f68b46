import type { Message } from '@parking/domain';
import { idSchema, type ResourceDef } from '@parking/resources';
import { z } from 'zod';
import { findVisible } from '../../crud/crud-routes';
import type { Row } from '../../crud/hooks';
import type { Access, Tx } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';

/** The live row the caller may see, or 404. */
export async function visibleOne(tx: Tx, def: ResourceDef, access: Access, id: number): Promise<Row> {
  const [row] = await findVisible(tx, def, access, [id]);
  if (!row) throw notFound(def.label, id);
  return row;
}

/** A value as it will be stored: the one submitted, or the one the row has. */
export const merged = (values: Row, existing: Row | null, key: string): unknown =>
  values[key] !== undefined ? values[key] : existing?.[key];

export const optionalId = z.preprocess((v) => (v === '' ? undefined : v), idSchema.optional());

/**
 * The spec sends some ids in the query and some in the body, under more than one name (vid or VID,
 * parkId or PKID): the first one given, or 400 naming the first name.
 */
export function requiredId(label: Message, names: string[], ...sources: (Record<string, unknown> | undefined)[]) {
  for (const source of sources) {
    for (const name of names) {
      const v = source?.[name];
      if (typeof v === 'number') return v;
    }
  }
  throw badRequest({ zh: `${label.zh}(${names[0]}): 不能为空`, en: `${label.en}(${names[0]}): is required` });
}

export const labels = {
  park: { zh: '停车场', en: 'Park' },
  village: { zh: '小区', en: 'Village' },
  area: { zh: '区域', en: 'Park area' },
  gate: { zh: '通道', en: 'Gate' },
  carType: { zh: '车辆类型', en: 'Car type' },
  ids: { zh: '编号', en: 'Ids' },
} satisfies Record<string, Message>;

/** Labels for the parameter names the parks calls take. */
export const paramLabels = (k: string): Message | undefined =>
  ({
    parkId: labels.park,
    PKID: labels.park,
    pkid: labels.park,
    vid: labels.village,
    VID: labels.village,
    AreaID: labels.area,
    areaId: labels.area,
    gateId: labels.gate,
    GateID: labels.gate,
    carTypeId: labels.carType,
    ids: labels.ids,
  })[k];
