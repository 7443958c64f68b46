import type { ResourceDef } from '../define-resource';
import type { Field } from '../fields/field-types';
import { allFields } from './resource-fields';

/**
 * The field of a row whose value a referenced row must share, or null: the reference's own `dependsOn`,
 * else what the scopes imply (a park's row refers to rows of its own park, a company's row to rows of its
 * own company). `target` is the resource the reference names.
 */
export function refParent(def: ResourceDef, key: string, target: ResourceDef | undefined): string | null {
  const fields = allFields(def) as Readonly<Record<string, Field>>;
  const field = fields[key];
  if (field?.kind !== 'ref' || key === 'parkId' || key === 'companyId') return null;
  if (field.dependsOn !== undefined) return field.dependsOn || null;
  if (!target || target.scopeSelf) return null;
  if (target.scope === 'park' && fields.parkId?.kind === 'ref') return 'parkId';
  if (target.scope === 'company' && !target.platformRows && fields.companyId?.kind === 'ref') return 'companyId';
  return null;
}
