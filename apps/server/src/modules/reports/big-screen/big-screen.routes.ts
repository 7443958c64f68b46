import { bigScreenResource, permissionCode } from '@parking/resources';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { saveRow } from '../../../crud/save-row';
import { visibleConditions } from '../../../crud/scope';
import { visibleOne } from '../../../crud/visible-rows';
import type { Tx } from '../../../db/connection';
import { tableOf } from '../../../db/schema';
import type { Access } from '../../../platform/context';
import { badRequest } from '../../../platform/errors';
import { type AnyRoute, defineRoute } from '../../../platform/route-table';
import { optionalId } from '../../../platform/spec-params';

const copyInput = z.object({ id: optionalId, name: z.string().trim().min(1).max(60).optional() });

/** "<name> 副本", then "<name> 副本2" and on, the first no layout of the company has. */
async function freeCopyName(tx: Tx, access: Access, companyId: number, name: string): Promise<string> {
  const t = tableOf(bigScreenResource);
  for (let n = 1; n < 100; n++) {
    const candidate = `${name} 副本${n === 1 ? '' : n}`.slice(0, 60);
    const [taken] = await tx
      .select({ id: t.id })
      .from(t)
      .where(and(visibleConditions(bigScreenResource, access), eq(t.companyId, companyId), eq(t.name, candidate)))
      .limit(1);
    if (!taken) return candidate;
  }
  throw badRequest({ zh: '名称(name): 请给副本起一个名称', en: 'Name(name): give the copy a name' });
}

/** sysbigreport's action beside its generated list, detail, submit and remove (calls.tsv, reports). */
export const bigScreenRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/sysbigreport/copy',
    section: 'reports',
    summary:
      'Copy a big-screen layout (id) into a new one of the same company, named `name` or "<name> 副本"; answers the copy',
    permission: permissionCode(bigScreenResource, 'add'),
    query: copyInput,
    body: copyInput.optional(),
    labels: (k) => ({ id: { zh: '编号', en: 'Id' }, name: { zh: '名称', en: 'Name' } })[k],
    handler: async (ctx) => {
      const id = ctx.query.id ?? ctx.body?.id;
      if (id === undefined) throw badRequest({ zh: '编号(id): 不能为空', en: 'Id(id): is required' });
      return ctx.app.db.transaction(async (tx) => {
        const source = await visibleOne(tx, bigScreenResource, ctx.access, id);
        const wanted = ctx.query.name ?? ctx.body?.name;
        const name = wanted ?? (await freeCopyName(tx, ctx.access, source.companyId, source.name));
        const { answer } = await saveRow({ ...ctx, tx }, bigScreenResource, {
          companyId: source.companyId,
          name,
          title: source.title,
          columns: source.columns,
          rows: source.rows,
          tiles: source.tiles,
          refreshSeconds: source.refreshSeconds,
          theme: source.theme,
          remark: source.remark,
        });
        return answer;
      });
    },
  }),
];
