import type { Lang } from '@parking/domain';
import type { ResourceDef, SubmitValues } from '@parking/resources';
import type { Tx } from '../db/connection';
import type { RowOf } from '../db/resource-table';
import type { Access, AppContext } from '../platform/context';

/** A row of any resource, for code that works on every declaration. */
export type Row = Record<string, unknown>;

export type HookCtx<D extends ResourceDef = ResourceDef> = {
  app: AppContext;
  tx: Tx;
  access: Access;
  lang: Lang;
  def: D;
  /** Carries what a before-hook wants its after-hook to know within one call. */
  shared: Row;
};

/**
 * Business behaviour attached to a resource's writes. Hooks run inside the write's transaction, for the
 * generic actions and for every module that saves or removes the resource's rows through `saveRow` or
 * `removeRows`: throwing undoes everything the call did.
 */
export type ResourceHooks<D extends ResourceDef = ResourceDef> = {
  /** May change the values about to be stored (existing is null when adding). */
  beforeSubmit?(ctx: HookCtx<D>, values: SubmitValues<D>, existing: RowOf<D> | null): Promise<void> | void;
  /** May add to the answer (e.g. a password shown once). */
  afterSubmit?(ctx: HookCtx<D>, row: RowOf<D>, existing: RowOf<D> | null, answer: Row): Promise<void> | void;
  beforeRemove?(ctx: HookCtx<D>, rows: RowOf<D>[]): Promise<void> | void;
  afterRemove?(ctx: HookCtx<D>, rows: RowOf<D>[]): Promise<void> | void;
};

type AnyHook = (...args: unknown[]) => Promise<void> | void;

// by table: a view of a resource (roadside parks are parks) shares the resource's hooks
const registry = new Map<string, ResourceHooks>();

/**
 * Attaches behaviour to a declared resource. Several modules may hook one resource: hooks of the same
 * kind run in the order they were registered.
 */
/** Adds hooks to a resource; the answer takes them away again (a test's hook must not outlive the test). */
export function registerHooks<D extends ResourceDef>(def: D, hooks: ResourceHooks<D>): () => void {
  const before = registry.get(def.table);
  const merged = { ...registry.get(def.table) } as Record<string, AnyHook | undefined>;
  for (const [kind, later] of Object.entries(hooks) as [string, AnyHook][]) {
    const earlier = merged[kind];
    merged[kind] = earlier
      ? async (...args) => {
          await earlier(...args);
          await later(...args);
        }
      : later;
  }
  registry.set(def.table, merged as ResourceHooks);
  return () => {
    if (before) registry.set(def.table, before);
    else registry.delete(def.table);
  };
}

export const hooksOf = <D extends ResourceDef>(def: D): ResourceHooks<D> =>
  (registry.get(def.table) ?? {}) as ResourceHooks<D>;

/** A value as it will be stored: the one submitted, or the one the row has. */
export function merged<V extends object, R extends object, K extends keyof V & keyof R>(
  values: V,
  existing: R | null,
  key: K,
): V[K] | R[K] | undefined {
  return values[key] !== undefined ? values[key] : existing?.[key];
}
