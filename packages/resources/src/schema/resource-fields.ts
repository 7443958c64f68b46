import type { ResourceDef } from '../define-resource';
import { l, ref } from '../fields/field-builders';
import type { Field } from '../fields/field-types';

const companyLabel = l('所属公司', 'Company');
const parkLabel = l('停车场', 'Park');

const fieldsOf = new WeakMap<ResourceDef, Readonly<Record<string, Field>>>();

/**
 * A resource's fields including the scope columns its scope adds: a company-scoped row names its
 * company (the active one by default), a park-scoped row names its park (its company follows the park).
 */
export function allFields(def: ResourceDef): Readonly<Record<string, Field>> {
  let fields = fieldsOf.get(def);
  if (!fields) {
    fields = Object.freeze(declaredFields(def));
    fieldsOf.set(def, fields);
  }
  return fields;
}

function declaredFields(def: ResourceDef): Record<string, Field> {
  const extra: Record<string, Field> = {};
  if (def.scope === 'company' && !def.scopeSelf) {
    extra.companyId = ref(companyLabel, { to: 'basecompany', search: 'eq' });
  }
  if (def.scope === 'park') {
    extra.companyId = ref(companyLabel, { to: 'basecompany', search: 'eq', readOnly: !def.scopeSelf });
    if (!def.scopeSelf) extra.parkId = ref(parkLabel, { to: 'basePark', required: true, search: 'eq' });
  }
  return { ...extra, ...def.fields };
}

/** Other names the spec gives the park a row belongs to (baseParkGate/list?PKID=); lists accept them for parkId. */
export const parkIdAliases = ['PKID', 'pkid'];

export const fieldLabel = (def: ResourceDef, key: string): Field['label'] | undefined => allFields(def)[key]?.label;
