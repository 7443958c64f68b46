import type { Db } from '../../db/connection';
import { smsOutbox } from '../../db/internal-tables';

/** Sends text messages. Real providers plug in here; the sandbox only records what would be sent. */
export type SmsAdapter = { name: string; send: (db: Db, phone: string, content: string) => Promise<void> };

export const sandboxSms: SmsAdapter = {
  name: 'sandbox',
  async send(db, phone, content) {
    await db.insert(smsOutbox).values({ phone, content, adapter: 'sandbox', status: 'recorded' });
  },
};
