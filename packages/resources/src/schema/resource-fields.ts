import type { ResourceDef, Scope } from '../define-resource';
import { l, ref } from '../fields/field-builders';
import type { Field, RefField } from '../fields/field-types';

const companyLabel = l('所属公司', 'Company');
const parkLabel = l('停车场', 'Park');

type CompanyRef = RefField & { readonly to: 'basecompany' };
type OwnCompanyRef = CompanyRef & { readonly stored: true };
type ParkRef = RefField & { readonly to: 'basePark'; readonly required: true };

/** The columns a scope adds to a resource's own fields (see `allFields`). */
export type ScopeFields<S extends Scope, Self extends boolean, PlatformRows extends boolean> = S extends 'company'
  ? Self extends true
    ? object
    : { companyId: PlatformRows extends true ? CompanyRef : OwnCompanyRef }
  : S extends 'park'
    ? Self extends true
      ? { companyId: OwnCompanyRef }
      : { companyId: OwnCompanyRef; parkId: ParkRef }
    : object;

/** A resource's fields with its scope columns, as a type. */
export type FieldsOf<D extends ResourceDef> =
  D extends ResourceDef<infer F, infer S, infer Self, infer PlatformRows>
    ? Omit<ScopeFields<S, Self, PlatformRows>, keyof F> & F
    : never;

const fieldsOf = new WeakMap<ResourceDef, Readonly<Record<string, Field>>>();

/**
 * A resource's fields including the scope columns its scope adds: a company-scoped row names its
 * company (the active one by default), a park-scoped row names its park (its company follows the park).
 */
export function allFields<D extends ResourceDef>(def: D): Readonly<FieldsOf<D>> {
  let fields = fieldsOf.get(def);
  if (!fields) {
    fields = Object.freeze(declaredFields(def));
    fieldsOf.set(def, fields);
  }
  return fields as FieldsOf<D>;
}

function declaredFields(def: ResourceDef): Record<string, Field> {
  const extra: Record<string, Field> = {};
  // the engine always decides a row's company (the caller's, or its park's), except the platform's own rows
  if (def.scope === 'company' && !def.scopeSelf) {
    extra.companyId = ref(companyLabel, { to: 'basecompany', search: 'eq', stored: !def.platformRows });
  }
  if (def.scope === 'park') {
    extra.companyId = ref(companyLabel, { to: 'basecompany', search: 'eq', readOnly: !def.scopeSelf, stored: true });
    if (!def.scopeSelf) extra.parkId = ref(parkLabel, { to: 'basePark', required: true, search: 'eq' });
  }
  return { ...extra, ...def.fields };
}

/** Other names the spec gives the park a row belongs to (baseParkGate/list?PKID=); lists accept them for parkId. */
export const parkIdAliases = ['PKID', 'pkid'];

export const fieldLabel = (def: ResourceDef, key: string): Field['label'] | undefined =>
  (allFields(def) as Record<string, Field>)[key]?.label;
