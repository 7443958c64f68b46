import type { Field, Label } from './fields/field-types';

/**
 * Where a resource's rows belong:
 * - platform: shared by everyone (dictionaries, menus, clients); written by platform users only.
 * - company: each row has a company; users see the rows of their active company.
 * - park: each row has a park (and its company); park operators see only their parks.
 */
export type Scope = 'platform' | 'company' | 'park';

export type CrudAction = 'list' | 'page' | 'detail' | 'submit' | 'remove' | 'export';

/** How a remove call names its rows, as the spec prints it per module. */
export type RemoveStyle =
  | 'ids-query' // POST remove?ids=1,2
  | 'id-get' // GET remove?id=1
  | 'json-body' // POST remove { ids: [1,2] }
  | 'delete'; // DELETE remove?ids=1,2

export type RemoveRoute = { path: string; style: RemoveStyle };

/** A value a list route always filters on: equal to it, empty (null), or one of several (an array). */
export type FixedValue = string | number | boolean | null | readonly (string | number)[];

/** A list path, optionally with filters it always applies (listParentPageAuth lists top companies only). */
export type ListRoute = string | { path: string; fixed: Record<string, FixedValue> };

/**
 * Route paths are under the module (`list` is /api/updown/<module>/list); a path beginning with / is under
 * /api/updown itself, for report modules that list several resources (`/static/getPageOnlineOrder`).
 */
export type ResourceRoutes = {
  /** Paths answering a paged list (all accept current/size, start/limit, pageNumber/pageSize). */
  list: ListRoute[];
  detail: string[];
  submit: string[];
  remove: RemoveRoute[];
  /** Paths answering the filtered list as xlsx, optionally with filters they always apply. */
  export: ListRoute[];
};

export type MenuPlacement = {
  /** Console route, e.g. /basedata/park. */
  path: string;
  /** Top-level group path, e.g. /basedata. */
  group: string;
  icon?: string;
  sort?: number;
};

/**
 * A resource, declared once: its table, API, export and console page derive from it. Inside the server
 * the declaration object itself is the resource's identity (`tableOf(parkResource)`); its `module`
 * string only names its URLs.
 */
export type ResourceDef<
  F extends Record<string, Field> = Record<string, Field>,
  S extends Scope = Scope,
  Self extends boolean = boolean,
  PlatformRows extends boolean = boolean,
> = {
  /** The module segment in /api/updown/<module>/..., as the spec prints it; only URLs use it. */
  module: string;
  table: string;
  label: Label;
  /** The section of the call catalogue (calls.tsv's area column) its calls belong to. */
  section: string;
  scope: S;
  /**
   * The row itself is the scope unit: a company's row is filtered by its own id as a company,
   * a park's row by its own id as a park.
   */
  scopeSelf: Self;
  /**
   * Company-scoped rows that may also belong to the platform itself (company left empty): platform
   * roles and users. Only platform users see and write such rows.
   */
  platformRows?: PlatformRows;
  /** Every route of the resource is for platform users only (logs, jobs, tenants, parameters). */
  platformOnly?: boolean;
  /** Its rows decide who may see and do what (users, roles, menus, companies, parks): a change rebuilds every session's access. */
  changesAccess?: boolean;
  /** Name of the id parameter of detail, as the spec prints it (parkId, VID, topId, ...). */
  idParam: string;
  /** Further names accepted for the id (PKID beside parkId). */
  idAliases?: string[];
  fields: F;
  /** Field shown when another row refers to this one. */
  titleField: string;
  /** The rows form a tree: this field refers to a row's parent in the same resource (menus, dictionaries). */
  treeParent?: string;
  routes: ResourceRoutes;
  /**
   * Fields that name at most one live row together (e.g. one detail row per park): saving without an id
   * updates the row they name instead of adding a second one.
   */
  upsertBy?: string[];
  /** Default order of lists: field name, with - for descending. */
  defaultSort?: string;
  /** Extra indexes, each a list of field names (scope columns are indexed already). */
  indexes?: string[][];
  /**
   * Indexes of the few rows in a state a report looks for among many (unpaid orders, escaped stays): named,
   * keyed by fields, holding only the rows whose fields have these values (`null`: empty, `'notNull'`: filled,
   * a list: any of its values).
   */
  partialIndexes?: PartialIndex[];
  menu?: MenuPlacement;
  /** Button permission codes guard add/edit/delete/export; named <module>:<verb>. */
  permissionPrefix?: string;
};

export type PartialIndex = {
  name: string;
  keys: string[];
  where: Record<string, null | 'notNull' | number | readonly number[]>;
};

type RoutesInput = Partial<Omit<ResourceRoutes, 'remove'>> & { remove?: RemoveRoute[] | false };

export type ResourceInput<
  F extends Record<string, Field>,
  S extends Scope,
  Self extends boolean,
  PlatformRows extends boolean,
> = Omit<ResourceDef<F, S, Self, PlatformRows>, 'routes' | 'scopeSelf'> & {
  scopeSelf?: Self;
  routes?: RoutesInput;
};

/** The spec's generic convention: list, detail, submit, POST remove?ids=, export. */
const conventionalRoutes: ResourceRoutes = {
  list: ['list'],
  detail: ['detail'],
  submit: ['submit'],
  remove: [{ path: 'remove', style: 'ids-query' }],
  export: ['export'],
};

export function defineResource<
  F extends Record<string, Field>,
  S extends Scope,
  Self extends boolean = false,
  PlatformRows extends boolean = false,
>(input: ResourceInput<F, S, Self, PlatformRows>): ResourceDef<F, S, Self, PlatformRows> {
  const routes: ResourceRoutes = {
    list: input.routes?.list ?? conventionalRoutes.list,
    detail: input.routes?.detail ?? conventionalRoutes.detail,
    submit: input.routes?.submit ?? conventionalRoutes.submit,
    remove: input.routes?.remove === false ? [] : (input.routes?.remove ?? conventionalRoutes.remove),
    export: input.routes?.export ?? conventionalRoutes.export,
  };
  for (const key of Object.keys(input.fields)) {
    if (!/^[a-z][A-Za-z0-9]*$/.test(key)) throw new Error(`${input.module}: field ${key} must be camelCase`);
  }
  if (!(input.titleField in input.fields)) throw new Error(`${input.module}: titleField ${input.titleField} unknown`);
  if (input.treeParent !== undefined) {
    const parent = input.fields[input.treeParent];
    if (parent?.kind !== 'ref' || parent.to !== input.module)
      throw new Error(`${input.module}: treeParent ${input.treeParent} must refer to the resource itself`);
  }
  for (const key of input.upsertBy ?? []) {
    if (!(key in input.fields) && key !== 'parkId' && key !== 'companyId')
      throw new Error(`${input.module}: upsertBy ${String(key)} unknown`);
  }
  return { ...input, scopeSelf: (input.scopeSelf ?? false) as Self, routes };
}

export const listRoutePath = (route: ListRoute): string => (typeof route === 'string' ? route : route.path);

/** The URL of one of a resource's routes (see ResourceRoutes). */
export const routeUrl = (def: Pick<ResourceDef, 'module'>, path: string): string =>
  path.startsWith('/') ? `/api/updown${path}` : `/api/updown/${def.module}/${path}`;

export const permissionCode = (def: ResourceDef, verb: 'add' | 'edit' | 'delete' | 'export'): string =>
  `${def.permissionPrefix ?? def.module}:${verb}`;
