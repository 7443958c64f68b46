import { type ResourceDef, resources } from '@parking/resources';

export type ResourceRoute = { path: string; def: ResourceDef };

/** Every resource with a menu place opens the generic list page at that path. */
export const resourceRoutes: ResourceRoute[] = resources.flatMap((def) =>
  def.menu ? [{ path: def.menu.path, def }] : [],
);
