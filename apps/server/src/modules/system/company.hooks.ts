import { and, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { registerHooks } from '../../crud/hooks';
import { col, colsOf } from '../../db/columns';
import { tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';

/** What still belongs to a company: it cannot be removed while any of these has live rows. */
const dependents = [
  { module: 'basecompany', column: 'parentId', label: { zh: '下级公司', en: 'subsidiaries' } },
  { module: 'sysuser', column: 'companyId', label: { zh: '用户', en: 'users' } },
  { module: 'baseVillage', column: 'companyId', label: { zh: '小区', en: 'villages' } },
  { module: 'basePark', column: 'companyId', label: { zh: '停车场', en: 'parks' } },
];

registerHooks('basecompany', {
  async beforeRemove({ tx }, rows) {
    const ids = rows.map((r) => r.id as number);
    const found: string[] = [];
    const foundEn: string[] = [];
    for (const d of dependents) {
      const t = tableOf(d.module);
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(t)
        .where(and(inArray(col(colsOf(t), d.column), ids), isNull(t.deletedAt), notInArray(t.id, ids)));
      if (row && row.n > 0) {
        found.push(`${d.label.zh} ${row.n} 个`);
        foundEn.push(`${row.n} ${d.label.en}`);
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
