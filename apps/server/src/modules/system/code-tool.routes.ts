import { idSchema, pagingSchema, resolvePaging } from '@parking/resources';
import { z } from 'zod';
import { idList } from '../../crud/id-params';
import { badRequest, notFound } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { contractOf, declarationById, declarationSource, declarations, sourcePath, summaryOf } from './code-tool';

const base = '/api/updown/blade-develop/code';
const section = 'system';
const declaration = { zh: '资源声明', en: 'Resource declaration' };

const readOnlyTool = () =>
  badRequest({
    zh: '资源声明是源代码：请在 packages/resources 中添加或修改声明，再运行 npm run db:generate',
    en: 'resource declarations are source code: add or change one in packages/resources, then run npm run db:generate',
  });

function mustFind(id: number) {
  const def = declarationById(id);
  if (!def) throw notFound(declaration, id);
  return def;
}

const generate = (ids: number[]) => ({
  files: [...new Set(ids)].map((id) => {
    const def = mustFind(id);
    return {
      id,
      module: def.module,
      path: sourcePath(def),
      content: declarationSource(def),
      contract: contractOf(def, id),
    };
  }),
  written: false,
});

const genCode = (url: string) =>
  defineRoute({
    method: 'POST',
    url,
    section,
    summary: 'The declaration source and generated contract of these resources (shown, never written to disk)',
    platformOnly: true,
    query: z.object({ ids: idList.optional() }),
    body: z.object({ ids: idList.optional() }).optional(),
    handler: async ({ query, body }) => {
      const ids = body?.ids ?? query.ids ?? [];
      if (!ids.length) throw badRequest({ zh: '编号(ids): 不能为空', en: 'Ids(ids): is required' });
      return generate(ids);
    },
  });

export const codeToolRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: `${base}/list`,
    section,
    summary: 'Every resource declaration: module, table, catalogue section, scope, counts of fields and routes',
    platformOnly: true,
    query: pagingSchema.extend({ module: z.string().max(100).optional(), section: z.string().max(40).optional() }),
    handler: async ({ query }) => {
      const paging = resolvePaging(query);
      const all = declarations()
        .map((d, i) => summaryOf(d, i + 1))
        .filter(
          (d) =>
            (!query.module || d.module.toLowerCase().includes(query.module.toLowerCase())) &&
            (!query.section || d.section === query.section),
        );
      return {
        total: all.length,
        data: all.slice(paging.offset, paging.offset + paging.limit),
        current: paging.current,
        size: paging.size,
      };
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/detail`,
    section,
    summary: 'The generated contract of one declaration: fields with their rules, routes, permission codes',
    platformOnly: true,
    query: z.object({ id: idSchema }),
    handler: async ({ query }) => contractOf(mustFind(query.id), query.id),
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/submit`,
    section,
    summary: 'Refused: declarations are changed in the source code, not from the console',
    platformOnly: true,
    body: z.object({ id: idSchema.optional(), module: z.string().max(100).optional() }),
    handler: async () => {
      throw readOnlyTool();
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/remove`,
    section,
    summary: 'Refused: declarations are removed in the source code, not from the console',
    platformOnly: true,
    query: z.object({ ids: idList }),
    handler: async () => {
      throw readOnlyTool();
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/copy`,
    section,
    summary: 'A copy of a declaration under a new module name, as source to start a new resource from',
    platformOnly: true,
    query: z.object({ id: idSchema.optional() }),
    body: z.object({ id: idSchema.optional() }).optional(),
    handler: async ({ query, body }) => {
      const id = body?.id ?? query.id;
      if (id === undefined) throw badRequest({ zh: '编号(id): 不能为空', en: 'Id(id): is required' });
      const def = mustFind(id);
      const module = `${def.module}Copy`;
      return { module, path: sourcePath(def, module), content: declarationSource(def, module), written: false };
    },
  }),
  genCode(`${base}/gen-code`),
  genCode('/api/updown/api-generator/code/gen-code'),
];
