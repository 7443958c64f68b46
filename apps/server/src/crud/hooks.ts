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

export function registerHooks(module: string, hooks: ResourceHooks): void {
  const existing = registry.get(module) ?? {};
  registry.set(module, { ...existing, ...hooks });
}

export const hooksOf = (module: string): ResourceHooks => registry.get(module) ?? {};
