import { outboundKind } from '@parking/resources';
import type { Db } from '../../../db/connection';
import { smsOutbox } from '../../../db/internal-tables';
import type { SmsAdapter } from '../../../platform/adapters/sms';
import type { AppContext } from '../../../platform/context';
import { openSecret, sealSecret } from '../../../platform/secret-box';
import { deliverNow, enqueue, registerOutboxTopic } from '../outbox/outbox';

const masked = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d+)$/, '$1****$2');

/**
 * Every text the product sends (sign-in codes, merchants' passwords, arrears notices) goes through the outbox.
 * Its words are sealed in the message, since a code or a password must not be read on the outbox page; a text
 * asked outside a transaction (a sign-in code) is tried at once, one inside waits for the job.
 */
export function outboxSms(appOf: () => AppContext): SmsAdapter {
  return {
    name: 'outbox',
    async send(db: Db, phone: string, content: string) {
      const app = appOf();
      await db.insert(smsOutbox).values({ phone, content, adapter: 'outbox', status: 'queued' });
      const id = await enqueue(db, app, {
        topic: 'sms.sealed',
        summary: `${masked(phone)} 短信`,
        payload: { phone, sealed: sealSecret(app.tokenSecret, content) },
      });
      if (db === app.database.db) await deliverNow(app, id);
    },
  };
}

registerOutboxTopic('sms.sealed', {
  kind: outboundKind.values.sms,
  adapter: (app) => app.outbound.text.name,
  send: (app, p, signal) =>
    app.outbound.text.send({ phone: String(p.phone), text: openSecret(app.tokenSecret, String(p.sealed)) }, signal),
});
