import { defineResource, type ResourceDef } from '../../define-resource';
import type { Field, Label } from '../../fields/field-types';

type ViewInput<F extends Record<string, Field>> = {
  label: Label;
  /** Its console page, under /static. */
  menuPath: string;
  /** The page call and the export call, under /api/updown. */
  list: string;
  export?: string;
  /** Names its export permission: `<permission>:export`. */
  permission: string;
  fields: F;
  titleField: keyof F & string;
  defaultSort?: string;
};

/**
 * A report that joins or sums records, declared like a resource so that the console's list page, search form
 * and columns and the server's query validation and xlsx columns come from one place. It has no table of its
 * own and is not in `resources`: its server routes are hand-written (apps/server/src/modules/reports/static).
 * Its rows belong to parks, so its search offers the park and the server filters by the caller's parks.
 */
export function reportView<F extends Record<string, Field>>(input: ViewInput<F>): ResourceDef<F, 'park'> {
  return defineResource({
    module: 'static',
    table: '',
    section: 'reports',
    label: input.label,
    scope: 'park',
    idParam: 'id',
    titleField: input.titleField,
    fields: input.fields,
    permissionPrefix: input.permission,
    ...(input.defaultSort ? { defaultSort: input.defaultSort } : {}),
    routes: {
      list: [input.list],
      detail: [],
      submit: [],
      remove: false,
      export: input.export ? [input.export] : [],
    },
    menu: { path: input.menuPath, group: '/static' },
  });
}

export const exportCode = (def: ResourceDef): string => `${def.permissionPrefix ?? def.module}:export`;
