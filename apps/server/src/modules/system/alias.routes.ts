import { adminMenuResource, type ResourceDef, roleResource } from '@parking/resources';
import { crudRoutes } from '../../crud/crud-routes';
import type { AnyRoute } from '../../platform/route-table';

const actions = new Set(['list', 'detail', 'submit', 'remove']);

/** The engine's list, detail, submit and remove of a resource, answered under another module path too. */
export function aliasRoutes(def: ResourceDef, module: string): AnyRoute[] {
  const from = `/api/updown/${def.module}/`;
  return crudRoutes(def)
    .filter((r) => actions.has(r.url.slice(from.length)))
    .map((r) => ({ ...r, url: `/api/updown/${module}/${r.url.slice(from.length)}`, section: 'system' }));
}

/** The spec reaches roles and menus through sysmenu and the blade-system paths as well. */
export const aliasedRoutes: AnyRoute[] = [
  ...aliasRoutes(adminMenuResource, 'sysmenu'),
  ...aliasRoutes(adminMenuResource, 'blade-system/menu'),
  ...aliasRoutes(roleResource, 'blade-system/role'),
];
