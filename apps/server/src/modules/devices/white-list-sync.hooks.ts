import { monthPassResource, whiteListResource } from '@parking/resources';
import { registerHooks } from '../../crud/hooks';
import { afterCommit } from '../../db/actor';
import type { AppContext } from '../../platform/context';
import { syncParkWhiteLists } from './white-list-sync.service';

/** Once a pass or white-list change is committed, the park's offline-deciding cameras get the difference. */
export function whiteListsChanged(inCall: AppContext, parkIds: number[]) {
  // the call's context may hold its transaction, which is over by then
  const app = { ...inCall, db: inCall.database.db };
  afterCommit(() => {
    for (const parkId of new Set(parkIds)) {
      syncParkWhiteLists(app, parkId).catch((err: unknown) =>
        app.log.warn({ err, parkId }, 'camera white lists not synced'),
      );
    }
  });
}

for (const def of [monthPassResource, whiteListResource]) {
  registerHooks(def, {
    afterSubmit: (ctx, row) => whiteListsChanged(ctx.app, [row.parkId]),
    afterRemove: (ctx, rows) =>
      whiteListsChanged(
        ctx.app,
        rows.map((r) => r.parkId),
      ),
  });
}
