import {
  allFields,
  type Field,
  maxPageSize,
  type ResourceDef,
  refParent,
  resourceByModule,
  routeUrl,
} from '@parking/resources';
import { useQuery } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { get } from '../api/client';
import { queryClient } from '../app/query-client';
import { fetchPage, type Row } from './resource-api';
import { type TreeRow, toTree } from './tree-rows';

export type RefOption = { label: string; value: number | string };

/** Rows a list filters the choices by: the parent's value (`{ parkId: 3 }`). */
export type RefFilter = Record<string, string | number>;

/** Select lists are cut to 300 entries (overview §9). */
const selectLimit = 300;

const titleOf = (target: ResourceDef, row: Record<string, unknown>) => String(row[target.titleField] ?? row.id);

async function loadOptions(target: ResourceDef, filter: RefFilter): Promise<RefOption[]> {
  const page = await fetchPage(target, { current: 1, size: selectLimit, ...filter }, true).catch(() => null);
  return (page?.data ?? []).map((row) => ({ label: titleOf(target, row), value: row.id }));
}

/** Choices for a field referring to another resource: that resource's rows by their title field, filtered if asked. */
export function refOptions(to: string, filter: RefFilter = {}): Promise<RefOption[]> {
  const target = resourceByModule.get(to);
  if (!target) return Promise.resolve([]);
  return queryClient.fetchQuery({
    queryKey: ['refOptions', to, filter],
    staleTime: 60_000,
    queryFn: () => loadOptions(target, filter),
  });
}

export type RefTreeNode = { title: string; label: string; value: Row['id']; children?: RefTreeNode[] };

/**
 * Choices for the parent of a row of a tree (a menu's parent menu): the whole tree, nested, not cut to a
 * select's 300 (the 383 menus).
 */
export function refTree(to: string, filter: RefFilter = {}): Promise<RefTreeNode[]> {
  const target = resourceByModule.get(to);
  if (!target?.treeParent) return Promise.resolve([]);
  const parentKey = target.treeParent;
  const nest = (rows: TreeRow[]): RefTreeNode[] =>
    rows.map((r) => ({
      title: titleOf(target, r),
      label: titleOf(target, r),
      value: r.id,
      children: r.children ? nest(r.children) : undefined,
    }));
  return queryClient.fetchQuery({
    queryKey: ['refOptions', to, filter, 'tree'],
    staleTime: 60_000,
    queryFn: async () => {
      const page = await fetchPage(target, { current: 1, size: maxPageSize, ...filter }, true).catch(() => null);
      return nest(toTree(page?.data ?? [], parentKey));
    },
  });
}

/** The field a reference's choices follow (a park for areas), declared once on the reference or by its scope. */
export function parentOf(def: ResourceDef, key: string): { key: string; required: boolean } | null {
  const fields = allFields(def) as Readonly<Record<string, Field>>;
  const field = fields[key];
  if (field?.kind !== 'ref') return null;
  const parent = refParent(def, key, resourceByModule.get(field.to));
  const parentField = parent ? fields[parent] : undefined;
  // a parent the form does not offer (a park's company decided by the engine) filters nothing
  if (!parent || !parentField || parentField.readOnly || parentField.form === false) return null;
  return { key: parent, required: parentField.required === true };
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * The choices of a reference given the form's values: only the rows of the chosen parent; none while a
 * required parent is still to be chosen; while an optional one is empty, what the caller's scope shows.
 */
export function refChoices(def: ResourceDef, key: string, values: Record<string, unknown>): Promise<RefOption[]> {
  const field = (allFields(def) as Readonly<Record<string, Field>>)[key];
  if (field?.kind !== 'ref') return Promise.resolve([]);
  const filter = parentFilter(def, key, values);
  return filter ? refOptions(field.to, filter) : Promise.resolve([]);
}

/** The same as a tree, for the parent field of a tree's row. */
export function refTreeChoices(def: ResourceDef, key: string, values: Record<string, unknown>): Promise<RefTreeNode[]> {
  const field = (allFields(def) as Readonly<Record<string, Field>>)[key];
  if (field?.kind !== 'ref') return Promise.resolve([]);
  const filter = parentFilter(def, key, values);
  return filter ? refTree(field.to, filter) : Promise.resolve([]);
}

/** The list filter of a reference's choices; null while its required parent is still to be chosen. */
function parentFilter(def: ResourceDef, key: string, values: Record<string, unknown>): RefFilter | null {
  const parent = parentOf(def, key);
  if (!parent) return {};
  const value = values[parent.key];
  if (blank(value)) return parent.required ? null : {};
  return { [parent.key]: value as string | number };
}

const flatten = (nodes: RefTreeNode[]): RefOption[] =>
  nodes.flatMap((n) => [{ label: n.title, value: n.value }, ...flatten(n.children ?? [])]);

/**
 * After a parent changed, empties the references whose chosen row is not among its new choices, and so on
 * down (a new park empties the area, whose change empties nothing further but is checked all the same).
 */
export async function clearOrphans(def: ResourceDef, changed: string[], form: FormInstance): Promise<void> {
  const fields = allFields(def) as Readonly<Record<string, Field>>;
  for (const key of Object.keys(fields)) {
    const parent = parentOf(def, key);
    if (!parent || !changed.includes(parent.key)) continue;
    const value = form.getFieldValue(key);
    if (blank(value)) continue;
    const values = form.getFieldsValue(true);
    const choices =
      key === def.treeParent ? flatten(await refTreeChoices(def, key, values)) : await refChoices(def, key, values);
    if (choices.some((c) => c.value === value)) continue;
    form.setFieldValue(key, undefined);
    await clearOrphans(def, [key], form);
  }
}

/** One row by its id, quietly: a row the caller may not see is shown by its id rather than an error. */
const fetchRow = (target: ResourceDef, id: unknown) =>
  get<Row>(routeUrl(target, target.routes.detail[0] ?? 'detail'), { [target.idParam]: id as number }, { silent: true });

/** The title of one referenced row: from the choices already fetched, else the row itself. */
export function useRefTitle(to: string, id: unknown): string | undefined {
  const target = resourceByModule.get(to);
  const known = useQuery({
    queryKey: ['refOptions', to, {}],
    queryFn: () => (target ? loadOptions(target, {}) : []),
    staleTime: 60_000,
    enabled: !!target && !blank(id),
  });
  const inList = known.data?.find((o) => String(o.value) === String(id));
  const single = useQuery({
    queryKey: ['refTitle', to, id],
    queryFn: async () => (target ? titleOf(target, await fetchRow(target, id)) : String(id)),
    staleTime: 60_000,
    retry: false,
    enabled: !!target && !blank(id) && known.isFetched && !inList && target.routes.detail.length > 0,
  });
  if (blank(id)) return undefined;
  return inList?.label ?? single.data;
}

/**
 * After a row is added, changed or removed, choices are fetched afresh when next offered (all of them: a
 * view such as the roadside park list writes rows another resource's choices list).
 */
export const forgetRefOptions = () => {
  void queryClient.invalidateQueries({ queryKey: ['refTitle'] });
  return queryClient.invalidateQueries({ queryKey: ['refOptions'] });
};
