import { type Message, storedMessage } from '@parking/domain';
import { type DictValue, type logLevel, usualLogResource } from '@parking/resources';
import { tableOf } from '../../db/schema';
import type { AppContext } from '../../platform/context';

export type UsualEntry = { level: DictValue<typeof logLevel>; title: Message; message: Message; instance?: string };

/** A note of the server's own, for the usual-log screen, in both languages. Never carries secrets. */
export async function writeUsualLog(app: AppContext, e: UsualEntry): Promise<void> {
  try {
    await app.db.insert(tableOf(usualLogResource)).values({
      level: e.level,
      title: storedMessage(e.title, 500),
      message: storedMessage(e.message, 4000),
      instance: e.instance?.slice(0, 100) ?? null,
    });
  } catch (err) {
    app.log.error({ err }, 'could not write the usual log');
  }
}
