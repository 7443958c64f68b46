import { type ListRoute, listRoutePath, type ResourceDef, routeUrl } from '@parking/resources';
import { downloadOrBackground, get, type Page, post, type Query, request } from '../api/client';
import { i18n, pick } from '../i18n';

export type Row = Record<string, unknown> & { id: number | string };

const listPath = (route: ListRoute | undefined) => (route === undefined ? 'list' : listRoutePath(route));
const at = (def: ResourceDef, path: string) => routeUrl(def, path);

export const canAdd = (def: ResourceDef) => def.routes.submit.length > 0;
export const canRemove = (def: ResourceDef) => def.routes.remove.length > 0;
export const canExport = (def: ResourceDef) => def.routes.export.length > 0;
export const canView = (def: ResourceDef) => def.routes.detail.length > 0;

export const fetchPage = (def: ResourceDef, query: Query, silent = false) =>
  get<Page<Row>>(at(def, listPath(def.routes.list[0])), query, { silent });

export const fetchDetail = (def: ResourceDef, id: Row['id']) =>
  get<Row>(at(def, def.routes.detail[0] ?? 'detail'), { [def.idParam]: id });

/** The same submit adds (no id) and updates (with id). */
export const submitRow = (def: ResourceDef, body: Record<string, unknown>) =>
  post<unknown>(at(def, def.routes.submit[0] ?? 'submit'), body);

export function removeRows(def: ResourceDef, ids: Row['id'][]): Promise<unknown> {
  const route = def.routes.remove[0];
  if (!route) return Promise.reject(new Error('remove not offered'));
  const url = at(def, route.path);
  switch (route.style) {
    case 'ids-query':
      return request('POST', url, { query: { ids: ids.join(',') } });
    case 'id-get':
      return Promise.all(ids.map((id) => get(url, { id })));
    case 'json-body':
      return post(url, { ids });
    case 'delete':
      return request('DELETE', url, { query: { ids: ids.join(',') } });
  }
}

/** The filtered list as xlsx, or (a large one) the background export the server writes instead. */
export const exportRows = (def: ResourceDef, query: Query) =>
  downloadOrBackground(
    at(def, listPath(def.routes.export[0]) ?? 'export'),
    query,
    `${pick(def.label)}-${Date.now()}.xlsx`,
  );

export const exportFileName = (def: ResourceDef) => pick(def.label, i18n.language === 'en' ? 'en' : 'zh');

/**
 * A prefix for the ids of a page's form inputs, unique while several list pages stay open: named by the
 * page, not the module, since two views of one resource (/car/parkcarapply, /car/admincarapply) may be.
 */
export const formId = (def: ResourceDef) =>
  (def.menu?.path ?? at(def, listPath(def.routes.list[0]))).replace(/^\/+/, '').replace(/[^A-Za-z0-9]/g, '-');
