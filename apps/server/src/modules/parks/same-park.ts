import type { HookCtx, Row } from '../../crud/hooks';
import { badRequest } from '../../platform/errors';
import { dependentsMessage, dependentsOf } from './dependents';

/**
 * A row others refer to does not move to another park. (That a row's references name rows of its own park
 * the engine checks for every resource: `checkReferences`.)
 */
export async function checkSamePark(
  { tx, def }: HookCtx,
  values: Row,
  existing: (Row & { id: number }) | null,
): Promise<void> {
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
}
