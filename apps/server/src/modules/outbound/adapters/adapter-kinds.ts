/**
 * One small interface per kind of outside service. Each call takes an AbortSignal: the outbox stops waiting
 * at its time-out and the adapter stops its request.
 */

/** What the outside service answered, kept with the message. */
export type OutboundAnswer = { ref?: string; text: string };

/** E-mail, for invoices sent to the buyer. */
export type MailAdapter = {
  name: string;
  send(
    mail: { to: string; subject: string; text: string; attachments?: { name: string; base64: string }[] },
    signal: AbortSignal,
  ): Promise<OutboundAnswer>;
};

/** Text messages to a phone. */
export type TextAdapter = {
  name: string;
  send(msg: { phone: string; text: string }, signal: AbortSignal): Promise<OutboundAnswer>;
};

/** A third-party platform a park reports to (city platforms, partners): one push of one event. */
export type PlatformAdapter = {
  name: string;
  push(
    req: { platform: string; event: string; parkCode: string | null; body: Record<string, unknown> },
    signal: AbortSignal,
  ): Promise<OutboundAnswer>;
};

/** The WeChat and Alipay account APIs (menus, templates): one call by name. */
export type AccountApiAdapter = {
  name: string;
  call(req: { api: string; body: unknown }, signal: AbortSignal): Promise<OutboundAnswer>;
};

/** The advertising platform: one operation by its url, answered as the platform answers it. */
export type AdvertAdapter = {
  name: string;
  request(req: { url: string; body: Record<string, unknown> }, signal: AbortSignal): Promise<unknown>;
};
