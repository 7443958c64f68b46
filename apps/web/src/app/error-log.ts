import { createStore, useStore } from './external-store';
import { storage } from './storage';

export type ErrorLogEntry = { type: string; url: string; message: string; stack: string; info: string; time: string };

const maxEntries = 200;

export const errorLogStore = createStore<ErrorLogEntry[]>(storage.get<ErrorLogEntry[]>('errorLog') ?? [], (v) =>
  storage.set('errorLog', v),
);

export const useErrorLog = () => useStore(errorLogStore);

const pad = (n: number) => String(n).padStart(2, '0');
export const nowText = (d = new Date()) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

export function logError(type: string, error: unknown, info = ''): void {
  const text = typeof error === 'object' && error !== null ? JSON.stringify(error) : String(error);
  const err = error instanceof Error ? error : new Error(text);
  const entry: ErrorLogEntry = {
    type,
    url: window.location.href,
    message: err.message,
    stack: err.stack ?? '',
    info,
    time: nowText(),
  };
  errorLogStore.set((prev) => [entry, ...prev].slice(0, maxEntries));
}

export const clearErrorLog = () => errorLogStore.set([]);

/** Uncaught errors of the page end up in the local log, sent to the server on request. */
export function captureUncaughtErrors(): void {
  window.addEventListener('error', (e) => {
    // the browser's notice that a layout took two frames, not a fault of the page
    if (/ResizeObserver loop/.test(e.message)) return;
    // a script or image that failed to load is reported by its own handler (chunk loading)
    if (!e.error && !e.message) return;
    logError('error', e.error ?? e.message);
  });
  window.addEventListener('unhandledrejection', (e) => {
    if ((e.reason as { name?: string } | null)?.name === 'ApiError') return;
    logError('promise', e.reason);
  });
}
