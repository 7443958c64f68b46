import { resources } from '@parking/resources';
import { eq } from 'drizzle-orm';
import { type HookCtx, type Row, registerHooks } from '../../crud/hooks';
import { tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { removalHooks } from './dependents';
import { checkParkStalls } from './stalls';
import { merged } from './visible';

/** A park's village belongs to the park's company. */
export async function checkVillageCompany({ tx, access }: HookCtx, values: Row, existing: Row | null) {
  const villageId = merged(values, existing, 'villageId');
  const companyId = merged(values, existing, 'companyId') ?? access.activeCompanyId ?? access.companyId;
  if (villageId == null || companyId == null) return;
  const villages = tableOf('baseVillage');
  const [village] = await tx
    .select({ companyId: villages.companyId, name: villages.name })
    .from(villages)
    .where(eq(villages.id, villageId as number));
  if (village && Number(village.companyId) !== Number(companyId)) {
    throw badRequest({
      zh: `所属小区(villageId): ${village.name} 属于另一家公司`,
      en: `Village(villageId): ${village.name} belongs to another company`,
    });
  }
}

/** Everything of a park follows it to its new company. */
async function moveParkRows({ tx }: HookCtx, row: Row, existing: Row | null) {
  if (!existing || row.companyId === existing.companyId) return;
  for (const def of resources) {
    if (def.scope !== 'park' || def.scopeSelf) continue;
    const t = tableOf(def.module);
    await tx
      .update(t)
      .set({ companyId: row.companyId } as never)
      .where(eq(t.parkId, row.id as number));
  }
}

registerHooks('basePark', {
  async beforeSubmit(ctx, values, existing) {
    await checkParkStalls(ctx, values, existing);
    await checkVillageCompany(ctx, values, existing);
  },
  afterSubmit: moveParkRows,
  ...removalHooks,
});

registerHooks('baseVillage', removalHooks);
