import { parkFeeRuleResource, parkResource, simpleFeeRuleResource } from '@parking/resources';
import { and, desc, eq } from 'drizzle-orm';
import { visibleConditions } from '../../crud/scope';
import { visibleOne } from '../../crud/visible-rows';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';

/** The park's fee rules as key and value (rule sets first, newest first, then simple rules), for the derate form. */
export async function feeRulesOfPark(db: Db, access: Access, parkId: number) {
  await visibleOne(db, parkResource, access, parkId);
  const sets = tableOf(parkFeeRuleResource);
  const simple = tableOf(simpleFeeRuleResource);
  const [setRows, simpleRows] = await Promise.all([
    db
      .select({ id: sets.id, ruleName: sets.ruleName, state: sets.state })
      .from(sets)
      .where(and(eq(sets.parkId, parkId), visibleConditions(parkFeeRuleResource, access)))
      .orderBy(desc(sets.id)),
    db
      .select({ id: simple.id, ruleName: simple.ruleName, state: simple.state })
      .from(simple)
      .where(and(eq(simple.parkId, parkId), visibleConditions(simpleFeeRuleResource, access)))
      .orderBy(desc(simple.id)),
  ]);
  return [
    ...setRows.map((r) => ({ key: r.id, value: r.ruleName, module: parkFeeRuleResource.module, state: r.state })),
    ...simpleRows.map((r) => ({ key: r.id, value: r.ruleName, module: simpleFeeRuleResource.module, state: r.state })),
  ];
}
