import { resourceByModule } from '@parking/resources';
import { and, eq } from 'drizzle-orm';
import { type HookCtx, merged, type Row } from '../../crud/hooks';
import { liveCondition } from '../../crud/scope';
import { colsOf } from '../../db/columns';
import { engineTableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { dependentsMessage, dependentsOf } from './dependents';

/**
 * A park's rows refer only to rows of the same park (a gate to an area and a booth of its own park),
 * and a row others refer to does not move to another park.
 */
export async function checkSamePark(
  { tx, def }: HookCtx,
  values: Row,
  existing: (Row & { id: number }) | null,
): Promise<void> {
  const parkId = merged(values, existing, 'parkId');
  if (parkId == null) return;
  const moved = existing != null && values.parkId !== undefined && values.parkId !== existing.parkId;
  if (moved) {
    const deps = await dependentsOf(tx, def, [existing.id]);
    if (deps.length) {
      throw badRequest(
        dependentsMessage(def.label, deps, {
          zh: '不能改到其他停车场',
          en: 'it cannot move to another park',
        }),
      );
    }
  }
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.kind !== 'ref') continue;
    const target = resourceByModule.get(field.to);
    if (target?.scope !== 'park' || target.scopeSelf) continue;
    const v = moved ? merged(values, existing, key) : values[key];
    if (v == null) continue;
    const t = engineTableOf(target);
    const c = colsOf(t);
    const [row] = await tx
      .select({ parkId: c.parkId })
      .from(t)
      .where(and(eq(c.id, v), liveCondition(t)));
    if (row && row.parkId !== parkId) {
      throw badRequest({
        zh: `${field.label.zh}(${key}): ${target.label.zh} ${String(v)} 属于另一个停车场`,
        en: `${field.label.en}(${key}): ${target.label.en.toLowerCase()} ${String(v)} belongs to another park`,
      });
    }
  }
}
