import { toastErrorThrottled } from '../app/feedback';
import { runtimeConfig } from '../app/runtime-config';
import { currentLang, i18n } from '../i18n';
import { accessToken, renewedSince, signOut } from './session';

export type Envelope<T> = { code: number; success: boolean; msg: string; data: T };
/** `totalCapped`: there are more rows than `total`, which the server stopped counting at. */
export type Page<T> = { total: number; totalCapped?: boolean; data: T[]; current: number; size: number };

export type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  query?: Query;
  body?: unknown;
  /** Send the client's Basic credential even when signed in (token calls). */
  basic?: boolean;
  /** No toast on failure: the caller shows the failure its own way. */
  silent?: boolean;
  /** A refused token does not sign out (the call is itself part of signing out). */
  keepSession?: boolean;
  /** Further request headers (Idempotency-Key). */
  headers?: Record<string, string>;
};

export const basicCredential = `Basic ${btoa(`${runtimeConfig.clientId}:${runtimeConfig.clientSecret}`)}`;

export const timeoutMs = 100_000;

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code?: number,
  ) {
    super(message);
  }
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

export const updown = (path: string) => `/api/updown/${path.replace(/^\//, '')}`;
export const uaa = (path: string) => `/api/api-uaa/oauth/${path.replace(/^\//, '')}`;

function headers(opts: RequestOptions, json: boolean): Headers {
  const h = new Headers();
  const token = accessToken();
  h.set('Authorization', token && !opts.basic ? `Bearer ${token}` : basicCredential);
  h.set('Accept-Language', currentLang() === 'en' ? 'en' : 'zh-CN');
  if (json) h.set('Content-Type', 'application/json');
  for (const [name, value] of Object.entries(opts.headers ?? {})) h.set(name, value);
  return h;
}

/** Sends the call; refused for a token renewed meanwhile, it is sent once more with the new token. */
async function send(method: string, path: string, opts: RequestOptions): Promise<Response> {
  const sentWith = accessToken();
  const res = await sendOnce(method, path, opts);
  if (res.status === 401 && !opts.basic && (await renewedSince(sentWith))) return sendOnce(method, path, opts);
  return res;
}

async function sendOnce(method: string, path: string, opts: RequestOptions): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  // a form (a file upload) is sent as multipart/form-data; the browser writes its boundary
  const form = opts.body instanceof FormData;
  const json = opts.body !== undefined && !form;
  try {
    return await fetch(buildUrl(path, opts.query), {
      method,
      headers: headers(opts, json),
      body: form ? (opts.body as FormData) : json ? JSON.stringify(opts.body) : undefined,
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
  }
}

async function readEnvelope(res: Response): Promise<Partial<Envelope<unknown>> | null> {
  try {
    return (await res.json()) as Partial<Envelope<unknown>>;
  } catch {
    return null;
  }
}

/** The error catalogue of overview §8 for a failed answer; always throws. */
function fail(res: Response, body: Partial<Envelope<unknown>> | null, opts: RequestOptions): never {
  const msg = body?.msg || i18n.t('errors.loginExpired');
  if (res.status === 401 && !opts.basic) {
    if (!opts.keepSession) signOut();
  } else if (!opts.silent) {
    toastErrorThrottled(msg);
  }
  throw new ApiError(msg, res.status, body?.code);
}

export async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await send(method, path, opts);
  const body = await readEnvelope(res);
  if (res.status !== 200 || !body || body.success === false) fail(res, body, opts);
  return body.data as T;
}

export const get = <T>(path: string, query?: Query, opts: RequestOptions = {}) =>
  request<T>('GET', path, { ...opts, query });
export const post = <T>(path: string, body?: unknown, opts: RequestOptions = {}) =>
  request<T>('POST', path, { ...opts, body });

export type Download = { blob: Blob; filename: string };

function filenameOf(res: Response, fallback: string): string {
  const cd = res.headers.get('Content-Disposition') ?? '';
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(cd);
  if (star?.[1]) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename="?([^";]+)"?/i.exec(cd);
  return plain?.[1] ? decodeURIComponent(plain[1]) : fallback;
}

/** What the server answers for an export too large to send at once: it writes the file in the background. */
export type BackgroundExport = { background: true; exportId: number; title: string };

/** A file answer; a failure answered as JSON shows its message or 'processing exception'. */
export async function download(path: string, query: Query, fallbackName: string): Promise<Download> {
  const answer = await downloadOrBackground(path, query, fallbackName);
  if ('background' in answer) throw new ApiError(i18n.t('errors.processing'), 200);
  return answer;
}

/** An export's answer: its file, or for a large export the background export that will write it. */
export async function downloadOrBackground(
  path: string,
  query: Query,
  fallbackName: string,
): Promise<Download | BackgroundExport> {
  const res = await send('GET', path, { query });
  const type = res.headers.get('Content-Type') ?? '';
  if (res.status === 200 && !type.includes('application/json')) {
    return { blob: await res.blob(), filename: filenameOf(res, fallbackName) };
  }
  const body = await readEnvelope(res);
  const data = body?.data as Partial<BackgroundExport> | undefined;
  if (res.status === 200 && body?.success && data?.background) return data as BackgroundExport;
  if (res.status === 401) signOut();
  const msg = body?.msg || i18n.t('errors.processing');
  if (res.status !== 401) toastErrorThrottled(msg);
  throw new ApiError(msg, res.status, body?.code);
}

export function saveFile({ blob, filename }: Download): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
