import { tableOf } from '../../db/schema';
import type { AppContext, Tx } from '../../platform/context';

export type UsualEntry = { level: 'info' | 'warn' | 'error'; title: string; message: string; instance?: string };

/** A note of the server's own, for the usual-log screen. Never carries secrets. */
export async function writeUsualLog(app: AppContext, e: UsualEntry, tx: Tx = app.db): Promise<void> {
  try {
    await tx.insert(tableOf('blade-log/usual')).values({
      level: e.level,
      title: e.title.slice(0, 200),
      message: e.message.slice(0, 2000),
      instance: e.instance?.slice(0, 100) ?? null,
    } as never);
  } catch (err) {
    app.log.error({ err }, 'could not write the usual log');
  }
}
