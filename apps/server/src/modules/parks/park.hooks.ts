import { parkResource, resources, villageResource } from '@parking/resources';
import { eq } from 'drizzle-orm';
import { type HookCtx, registerHooks } from '../../crud/hooks';
import { colsOf } from '../../db/columns';
import type { RowOf } from '../../db/resource-table';
import { engineTableOf } from '../../db/schema';
import { removalHooks } from './dependents';
import { checkParkStalls } from './stalls';

type Park = typeof parkResource;

/** Everything of a park follows it to its new company. */
async function moveParkRows({ tx }: HookCtx<Park>, row: RowOf<Park>, existing: RowOf<Park> | null) {
  if (!existing || row.companyId === existing.companyId) return;
  for (const def of resources) {
    if (def.scope !== 'park' || def.scopeSelf) continue;
    const t = engineTableOf(def);
    await tx
      .update(t)
      .set({ companyId: row.companyId })
      .where(eq(colsOf(t).parkId, row.id));
  }
}

registerHooks(parkResource, {
  async beforeSubmit(ctx, values, existing) {
    // its village is one of its company's: the engine checks that (checkReferences)
    await checkParkStalls(ctx, values, existing);
  },
  afterSubmit: moveParkRows,
  ...removalHooks,
});

registerHooks(villageResource, removalHooks);
