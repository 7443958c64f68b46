import { outboundKind } from '@parking/resources';
import { registerOutboxTopic } from './outbox';

// The plain topics: one message, one call to the kind's adapter, nothing to note afterwards.

registerOutboxTopic('mail.send', {
  kind: outboundKind.values.email,
  adapter: (app) => app.outbound.mail.name,
  send: (app, p, signal) =>
    app.outbound.mail.send(
      {
        to: String(p.to),
        subject: String(p.subject ?? ''),
        text: String(p.text ?? ''),
        attachments: Array.isArray(p.attachments) ? (p.attachments as { name: string; base64: string }[]) : [],
      },
      signal,
    ),
});

registerOutboxTopic('sms.send', {
  kind: outboundKind.values.sms,
  adapter: (app) => app.outbound.text.name,
  send: (app, p, signal) => app.outbound.text.send({ phone: String(p.phone), text: String(p.text) }, signal),
});

registerOutboxTopic('platform.push', {
  kind: outboundKind.values.platform,
  adapter: (app) => app.outbound.platform.name,
  send: (app, p, signal) =>
    app.outbound.platform.push(
      {
        platform: String(p.platform),
        event: String(p.event),
        parkCode: p.parkCode == null ? null : String(p.parkCode),
        body: (p.body ?? {}) as Record<string, unknown>,
      },
      signal,
    ),
});

registerOutboxTopic('account.call', {
  kind: outboundKind.values.wechat,
  adapter: (app) => app.outbound.accountApi.name,
  send: (app, p, signal) => app.outbound.accountApi.call({ api: String(p.api), body: p.body }, signal),
});
