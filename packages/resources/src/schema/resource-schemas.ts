import { z } from 'zod';
import type { ResourceDef } from '../define-resource';
import type { Field } from '../fields/field-types';
import { fieldValueSchema, submitFieldSchema } from './field-schema';
import { allFields, parkIdAliases } from './resource-fields';
import type { SubmitValues } from './submit-values';

const positiveInt = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
);

const pageNumber = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' ? undefined : v),
  z.number().int().min(0).max(1_000_000).optional(),
);
export const maxPageSize = 1000;
const pageSize = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' ? undefined : v),
  z.number().int().min(1).max(maxPageSize).optional(),
);

/** Paging in all three spellings the spec uses. */
export const pagingSchema = z.object({
  current: pageNumber,
  size: pageSize,
  start: pageNumber,
  limit: pageSize,
  pageNumber: pageNumber,
  pageSize: pageSize,
});

export type Paging = { offset: number; limit: number; current: number; size: number };

export function resolvePaging(q: z.infer<typeof pagingSchema>, defaultSize = 10): Paging {
  const size = q.size ?? q.limit ?? q.pageSize ?? defaultSize;
  if (q.start !== undefined && q.current === undefined && q.pageNumber === undefined) {
    // start/limit is an offset, not a page number
    return { offset: q.start, limit: size, current: Math.floor(q.start / size) + 1, size };
  }
  const current = Math.max(1, q.current ?? q.pageNumber ?? 1);
  return { offset: (current - 1) * size, limit: size, current, size };
}

export const idSchema = positiveInt;

/** A tree's parent in a list query: a row's id, or 0 for the rows at the top (BladeX's convention). */
const treeParentQuery = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
);

/** Query of a list: paging, one parameter per searchable field, and a sort. */
export function listQuerySchema(def: ResourceDef) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(allFields(def))) {
    if (!field.search || field.secret) continue;
    const optional = (s: z.ZodType) => z.preprocess((v) => (v === '' ? undefined : v), s.optional());
    if (field.search === 'range') {
      shape[`${key}Start`] = optional(fieldValueSchema(field));
      shape[`${key}End`] = optional(fieldValueSchema(field));
    } else if (field.search === 'in') {
      shape[key] = optional(z.string().max(2000));
    } else if (field.search === 'contains') {
      shape[key] = optional(z.string().max(200));
    } else if (key === def.treeParent) {
      shape[key] = optional(treeParentQuery);
    } else {
      shape[key] = optional(fieldValueSchema(field));
    }
  }
  if (shape.parkId) for (const alias of parkIdAliases) shape[alias] = shape.parkId;
  const sortable = Object.entries(allFields(def))
    .filter(([, f]) => f.sortable)
    .map(([k]) => k);
  const sortValues = ['id', 'createdAt', 'updatedAt', ...sortable];
  shape.sort = z
    .string()
    .max(100)
    .refine((s) => s.split(',').every((part) => sortValues.includes(part.replace(/^-/, ''))), {
      params: {
        msg: { zh: `只能按 ${sortValues.join(', ')} 排序`, en: `can sort only by ${sortValues.join(', ')}` },
      },
    })
    .optional();
  return pagingSchema.extend(shape);
}

/** The body of submit: `id` (or the spec's id name) present means update. */
export function submitSchema<D extends ResourceDef>(def: D, mode: 'add' | 'update'): z.ZodType<SubmitValues<D>> {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(allFields(def) as Record<string, Field>)) {
    if (field.readOnly) continue;
    shape[key] = submitFieldSchema(field, mode);
  }
  return z.object(shape) as unknown as z.ZodType<SubmitValues<D>>;
}

export function idOfBody(def: ResourceDef, body: Record<string, unknown>): unknown {
  for (const name of ['id', def.idParam, ...(def.idAliases ?? [])]) {
    const v = body[name];
    if (v !== undefined && v !== null && v !== '') return v;
  }
  return undefined;
}
