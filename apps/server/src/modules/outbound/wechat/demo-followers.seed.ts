import type { AppContext } from '../../../platform/context';
import { enabledAccount, fetchFollowers, storeFollowers } from './wx-followers.service';

/** The demo's official account synced once, as the "sync followers" button would: the sandbox's followers. */
export async function seedDemoFollowers(app: AppContext): Promise<void> {
  const account = await enabledAccount(app.db);
  const fetched = await fetchFollowers(app, account.appId);
  await app.db.transaction((tx) => storeFollowers(tx, fetched));
}
