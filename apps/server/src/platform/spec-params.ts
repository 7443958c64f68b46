import type { Message } from '@parking/domain';
import { idSchema } from '@parking/resources';
import { z } from 'zod';
import { badRequest } from './errors';

/** An id the console may send blank. */
export const optionalId = z.preprocess((v) => (v === '' ? undefined : v), idSchema.optional());

/**
 * The ids the spec sends under more than one name (parkId or PKID, vid or VID): each with its label and its
 * spellings, the first being the one an error names.
 */
export const specIds = {
  park: { label: { zh: '停车场', en: 'Park' }, names: ['parkId', 'PKID', 'pkid'] },
  village: { label: { zh: '小区', en: 'Village' }, names: ['vid', 'VID'] },
  area: { label: { zh: '区域', en: 'Park area' }, names: ['AreaID', 'areaId'] },
  gate: { label: { zh: '通道', en: 'Gate' }, names: ['gateId', 'GateID'] },
  carType: { label: { zh: '车辆类型', en: 'Car type' }, names: ['carTypeId', 'CarTypeID'] },
} as const satisfies Record<string, { label: Message; names: readonly string[] }>;

export type SpecId = keyof typeof specIds;

/** Parameters of a query or body for these ids, every spelling optional (`idOf` then picks and requires one). */
export function idParams<K extends SpecId>(...kinds: K[]) {
  const shape: Record<string, typeof optionalId> = {};
  for (const kind of kinds) for (const name of specIds[kind].names) shape[name] = optionalId;
  return shape as { [N in (typeof specIds)[K]['names'][number]]: typeof optionalId };
}

/**
 * The first of these names given a number in the sources (query, then body), or 400 naming the first name:
 * for ids the spec sends under several names.
 */
export function requiredId(
  label: Message,
  names: readonly string[],
  ...sources: (Record<string, unknown> | undefined | null)[]
): number {
  for (const source of sources) {
    for (const name of names) {
      const v = source?.[name];
      if (typeof v === 'number') return v;
    }
  }
  throw badRequest({ zh: `${label.zh}(${names[0]}): 不能为空`, en: `${label.en}(${names[0]}): is required` });
}

/** The id of this kind under any of its spellings in the sources, or 400 naming it. */
export const idOf = (kind: SpecId, ...sources: (Record<string, unknown> | undefined | null)[]): number =>
  requiredId(specIds[kind].label, specIds[kind].names, ...sources);

/** The id of this kind under any of its spellings, or undefined. */
export function optionalIdOf(kind: SpecId, ...sources: (Record<string, unknown> | undefined | null)[]) {
  for (const source of sources) {
    for (const name of specIds[kind].names) {
      const v = source?.[name];
      if (typeof v === 'number') return v;
    }
  }
  return undefined;
}

const labelByName = new Map<string, Message>(
  Object.values(specIds).flatMap(({ label, names }) => names.map((n) => [n, label] as const)),
);
labelByName.set('ids', { zh: '编号', en: 'Ids' });

/** Labels of the spec's id parameters, for a route's `labels`. */
export const specIdLabel = (name: string): Message | undefined => labelByName.get(name);
