import type { Message } from '@parking/domain';
import { companyResource, parkResource, type ResourceDef, userResource, villageResource } from '@parking/resources';
import { and, inArray, notInArray, sql } from 'drizzle-orm';
import { registerHooks } from '../../crud/hooks';
import { liveCondition } from '../../crud/scope';
import { col, colsOf } from '../../db/columns';
import type { Db } from '../../db/connection';
import { engineTableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';

type Dependent = { def: ResourceDef; column: string; label: Message };

/** What still belongs to a company: it cannot be removed while any of these has live rows. */
const dependents: Dependent[] = [
  { def: companyResource, column: 'parentId', label: { zh: '下级公司', en: 'subsidiaries' } },
  { def: userResource, column: 'companyId', label: { zh: '用户', en: 'users' } },
  { def: villageResource, column: 'companyId', label: { zh: '小区', en: 'villages' } },
  { def: parkResource, column: 'companyId', label: { zh: '停车场', en: 'parks' } },
];

/** Live rows of the dependent that belong to these companies; companies removed together hold none back. */
async function countOf(db: Db, d: Dependent, companyIds: number[]): Promise<number> {
  const t = engineTableOf(d.def);
  const c = colsOf(t);
  const removedTogether = d.def === companyResource ? [notInArray(c.id, companyIds)] : [];
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t)
    .where(and(inArray(col(c, d.column), companyIds), liveCondition(t), ...removedTogether));
  return row?.n ?? 0;
}

registerHooks(companyResource, {
  async beforeRemove({ tx }, rows) {
    const ids = rows.map((r) => r.id);
    const found: string[] = [];
    const foundEn: string[] = [];
    for (const d of dependents) {
      const n = await countOf(tx, d, ids);
      if (n > 0) {
        found.push(`${d.label.zh} ${n} 个`);
        foundEn.push(`${n} ${d.label.en}`);
      }
    }
    if (found.length) {
      throw badRequest({
        zh: `公司仍有${found.join('、')}，不能删除`,
        en: `the company still has ${foundEn.join(', ')}; it cannot be removed`,
      });
    }
  },
});
