import {
  allFields,
  type Field,
  type Label,
  listRoutePath,
  type ResourceDef,
  resources,
  routeUrl,
} from '@parking/resources';
import { crudRoutes } from '../../crud/crud-routes';

/** The declarations in a stable order; a declaration's id is its place in it. */
export const declarations = (): ResourceDef[] => [...resources].sort((a, b) => a.module.localeCompare(b.module));

export const declarationById = (id: number): ResourceDef | undefined => declarations()[id - 1];

export function summaryOf(def: ResourceDef, id: number) {
  return {
    id,
    module: def.module,
    table: def.table,
    section: def.section,
    label: def.label.zh,
    labelEn: def.label.en,
    scope: def.scope,
    platformOnly: !!def.platformOnly,
    fieldCount: Object.keys(allFields(def)).length,
    routeCount: crudRoutes(def).length,
    menuPath: def.menu?.path ?? null,
  };
}

const rules = (f: Field) => {
  const out: Record<string, unknown> = {};
  const options = new Map<string, unknown>(Object.entries(f));
  for (const key of ['required', 'unique', 'secret', 'readOnly', 'search', 'sortable', 'default']) {
    const v = options.get(key);
    if (v !== undefined && v !== false) out[key] = v;
  }
  if ('max' in f && f.max !== undefined) out.max = f.max;
  if ('min' in f && f.min !== undefined) out.min = f.min;
  if (f.kind === 'text' && f.pattern) out.pattern = f.pattern.source;
  if (f.kind === 'dict') out.dict = f.dict;
  if (f.kind === 'ref') out.to = f.to;
  return out;
};

export type RouteKind = 'list' | 'detail' | 'submit' | 'remove' | 'export' | 'examine' | 'other';

/** What each generic route of a declaration does, by its URL, so a page can name it in either language. */
function routeKinds(def: ResourceDef): Map<string, RouteKind> {
  const kinds = new Map<string, RouteKind>();
  for (const r of def.routes.list) kinds.set(routeUrl(def, listRoutePath(r)), 'list');
  for (const p of def.routes.detail) kinds.set(routeUrl(def, p), 'detail');
  for (const p of def.routes.submit) kinds.set(routeUrl(def, p), 'submit');
  for (const r of def.routes.remove) kinds.set(routeUrl(def, r.path), 'remove');
  for (const r of def.routes.export) kinds.set(routeUrl(def, listRoutePath(r)), 'export');
  kinds.set(routeUrl(def, 'examine'), 'examine');
  return kinds;
}

/** What the engine makes of one declaration: its fields, routes and permission codes. */
export function contractOf(def: ResourceDef, id: number) {
  const kinds = routeKinds(def);
  const routes = crudRoutes(def).map((r) => ({
    method: r.method,
    url: r.url,
    kind: kinds.get(r.url) ?? 'other',
    summary: r.summary,
    permission:
      r.permission ??
      (r.permissionOf
        ? `${r.permissionOf({ query: {}, body: {} })} / ${r.permissionOf({ query: {}, body: { id: 1 } })}`
        : null),
    platformOnly: !!r.platformOnly,
  }));
  const permissions = [
    ...new Set(
      crudRoutes(def).flatMap((r) => {
        if (r.permission) return [r.permission];
        if (r.permissionOf)
          return [r.permissionOf({ query: {}, body: {} }), r.permissionOf({ query: {}, body: { id: 1 } })];
        return [];
      }),
    ),
  ];
  return {
    ...summaryOf(def, id),
    idParam: def.idParam,
    idAliases: def.idAliases ?? [],
    titleField: def.titleField,
    fields: Object.entries(allFields(def)).map(([name, f]) => ({
      name,
      kind: f.kind,
      label: f.label.zh,
      labelEn: f.label.en,
      ...rules(f),
    })),
    routes,
    permissions,
    menu: def.menu ?? null,
  };
}

const literal = (v: unknown): string => (v instanceof RegExp ? v.toString() : JSON.stringify(v).replace(/"/g, "'"));
const isLabel = (v: unknown): v is Label => typeof v === 'object' && v !== null && 'zh' in v && 'en' in v;
const optionSource = (key: string, v: unknown): string =>
  (key === 'patternRule' || key === 'help') && isLabel(v) ? `l(${literal(v.zh)}, ${literal(v.en)})` : literal(v);

function fieldSource(name: string, f: Field): string {
  const { kind, label, ...opts } = f;
  const builder = kind === 'datetime' ? 'datetime' : kind;
  const entries: [string, unknown][] = Object.entries(opts);
  const options = entries.filter(([, v]) => v !== undefined).map(([k, v]) => `${k}: ${optionSource(k, v)}`);
  return `    ${name}: ${builder}(l(${literal(label.zh)}, ${literal(label.en)})${options.length ? `, { ${options.join(', ')} }` : ''}),`;
}

/** The declaration as source text, to copy into packages/resources; nothing is written on the server. */
export function declarationSource(def: ResourceDef, module = def.module): string {
  const name = module.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''));
  const builders = [...new Set(Object.values(def.fields).map((f) => f.kind))].sort();
  const head = [
    "import { defineResource } from '../define-resource';",
    `import { ${[...builders, 'l'].sort().join(', ')} } from '../fields/field-builders';`,
    '',
    `export const ${name}Resource = defineResource({`,
    `  module: ${literal(module)},`,
    `  table: ${literal(module === def.module ? def.table : `${def.table}_copy`)},`,
    `  section: ${literal(def.section)},`,
    `  label: l(${literal(def.label.zh)}, ${literal(def.label.en)}),`,
    `  scope: ${literal(def.scope)},`,
    ...(def.platformOnly ? ['  platformOnly: true,'] : []),
    `  idParam: ${literal(def.idParam)},`,
    `  titleField: ${literal(def.titleField)},`,
    '  fields: {',
  ];
  const fields = Object.entries(def.fields).map(([k, f]) => fieldSource(k, f));
  return [...head, ...fields, '  },', '});', ''].join('\n');
}

export const sourcePath = (def: ResourceDef, module = def.module) =>
  `packages/resources/src/${def.section}/${module
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()}.resource.ts`;
