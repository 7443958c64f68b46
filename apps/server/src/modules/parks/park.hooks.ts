import { parkResource, resources, type SubmitValues, villageResource } from '@parking/resources';
import { eq } from 'drizzle-orm';
import { type HookCtx, merged, registerHooks } from '../../crud/hooks';
import { colsOf } from '../../db/columns';
import type { RowOf } from '../../db/resource-table';
import { engineTableOf, tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { removalHooks } from './dependents';
import { checkParkStalls } from './stalls';

type Park = typeof parkResource;

/** A park's village belongs to the park's company. */
async function checkVillageCompany(
  { tx, access }: HookCtx<Park>,
  values: SubmitValues<Park>,
  existing: RowOf<Park> | null,
) {
  const villageId = merged(values, existing, 'villageId');
  const companyId = merged(values, existing, 'companyId') ?? access.activeCompanyId ?? access.companyId;
  if (villageId == null || companyId == null) return;
  const villages = tableOf(villageResource);
  const [village] = await tx
    .select({ companyId: villages.companyId, name: villages.name })
    .from(villages)
    .where(eq(villages.id, villageId));
  if (village && village.companyId !== companyId) {
    throw badRequest({
      zh: `所属小区(villageId): ${village.name} 属于另一家公司`,
      en: `Village(villageId): ${village.name} belongs to another company`,
    });
  }
}

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
    await checkParkStalls(ctx, values, existing);
    await checkVillageCompany(ctx, values, existing);
  },
  afterSubmit: moveParkRows,
  ...removalHooks,
});

registerHooks(villageResource, removalHooks);
