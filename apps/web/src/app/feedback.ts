import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts raised outside components (the API client, the sign-in and lock screens) use the message
 * instance mounted at the root, so they follow the chosen theme and language.
 */
let messageApi: MessageInstance | null = null;

export const bindFeedback = (api: MessageInstance): void => {
  messageApi = api;
};

export const toast = () => messageApi;

let lastErrorAt = 0;

/** The error catalogue shows a failed call at most once every two seconds. */
export function toastErrorThrottled(text: string): void {
  const now = Date.now();
  if (now - lastErrorAt < 2000) return;
  lastErrorAt = now;
  messageApi?.error(text);
}
