import { type DictValue, type logLevel, usualLogResource } from '@parking/resources';
import { tableOf } from '../../db/schema';
import type { AppContext } from '../../platform/context';

export type UsualEntry = { level: DictValue<typeof logLevel>; title: string; message: string; instance?: string };

/** A note of the server's own, for the usual-log screen. Never carries secrets. */
export async function writeUsualLog(app: AppContext, e: UsualEntry): Promise<void> {
  try {
    await app.db.insert(tableOf(usualLogResource)).values({
      level: e.level,
      title: e.title.slice(0, 200),
      message: e.message.slice(0, 2000),
      instance: e.instance?.slice(0, 100) ?? null,
    });
  } catch (err) {
    app.log.error({ err }, 'could not write the usual log');
  }
}
