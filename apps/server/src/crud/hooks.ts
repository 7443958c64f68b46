import type { Lang } from '@parking/domain';
import type { ResourceDef } from '@parking/resources';
import type { Access, AppContext, Tx } from '../platform/context';

export type Row = Record<string, unknown>;

export type HookCtx = {
  app: AppContext;
  tx: Tx;
  access: Access;
  lang: Lang;
  def: ResourceDef;
  /** Carries what a before-hook wants its after-hook to know within one call. */
  shared: Row;
};

/**
 * Business behaviour attached to a resource's generic actions. Hooks run inside the action's
 * transaction: throwing undoes everything the action did.
 */
export type ResourceHooks = {
  /** May change the values about to be stored (existing is null when adding). */
  beforeSubmit?: (ctx: HookCtx, values: Row, existing: Row | null) => Promise<void> | void;
  /** May add to the answer (e.g. a password shown once). */
  afterSubmit?: (ctx: HookCtx, row: Row, existing: Row | null, answer: Row) => Promise<void> | void;
  beforeRemove?: (ctx: HookCtx, rows: Row[]) => Promise<void> | void;
  afterRemove?: (ctx: HookCtx, rows: Row[]) => Promise<void> | void;
};

const registry = new Map<string, ResourceHooks>();

/** Several areas may hook one resource: hooks of the same kind run in the order they were registered. */
export function registerHooks(module: string, hooks: ResourceHooks): void {
  const merged: ResourceHooks = { ...registry.get(module) };
  for (const kind of Object.keys(hooks) as (keyof ResourceHooks)[]) {
    const earlier = merged[kind] as ((...args: unknown[]) => Promise<void> | void) | undefined;
    const later = hooks[kind] as (...args: unknown[]) => Promise<void> | void;
    merged[kind] = (
      earlier
        ? async (...args: unknown[]) => {
            await earlier(...args);
            await later(...args);
          }
        : later
    ) as never;
  }
  registry.set(module, merged);
}

export const hooksOf = (module: string): ResourceHooks => registry.get(module) ?? {};
