import { randomBytes } from 'node:crypto';
import type { AccountApiAdapter, MailAdapter, PlatformAdapter, TextAdapter } from './adapter-kinds';
import { SandboxRecorder } from './sandbox-recorder';
import { SandboxFollowers } from './sandbox-wechat-followers';

const receipt = (prefix: string) => `${prefix}${Date.now()}${randomBytes(3).toString('hex')}`;

/** E-mail that is recorded, not sent. */
export class SandboxMail extends SandboxRecorder implements MailAdapter {
  readonly name = 'sandbox';
  send(mail: Parameters<MailAdapter['send']>[0], signal: AbortSignal) {
    const input = { ...mail, attachments: mail.attachments?.map((a) => ({ name: a.name, bytes: a.base64.length })) };
    return this.perform('send', input, () => ({ ref: receipt('MAIL'), text: `queued for ${mail.to}` }), signal);
  }
}

/** Text messages that are recorded, not sent. */
export class SandboxText extends SandboxRecorder implements TextAdapter {
  readonly name = 'sandbox';
  send(msg: { phone: string; text: string }, signal: AbortSignal) {
    return this.perform('send', msg, () => ({ ref: receipt('SMS'), text: 'OK' }), signal);
  }
}

/** A platform that takes every push and answers with a receipt number. */
export class SandboxPlatform extends SandboxRecorder implements PlatformAdapter {
  readonly name = 'sandbox';
  push(req: Parameters<PlatformAdapter['push']>[0], signal: AbortSignal) {
    return this.perform(
      `${req.platform}:${req.event}`,
      req,
      () => ({ ref: receipt('UP'), text: JSON.stringify({ code: 0, msg: 'success' }) }),
      signal,
    );
  }
}

/** The WeChat and Alipay account APIs, answering { errcode: 0 } as they do; the user APIs from its followers. */
export class SandboxAccountApi extends SandboxRecorder implements AccountApiAdapter {
  readonly name = 'sandbox';
  readonly followers = new SandboxFollowers();
  call(req: { api: string; body: unknown }, signal: AbortSignal) {
    return this.perform(
      req.api,
      req.body,
      () => ({ text: JSON.stringify(this.followers.answer(req.api, req.body) ?? { errcode: 0, errmsg: 'ok' }) }),
      signal,
    );
  }
}
