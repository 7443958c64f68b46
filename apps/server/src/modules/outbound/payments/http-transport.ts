export type HttpRequest = { method: 'GET' | 'POST'; url: string; headers: Record<string, string>; body?: string };
export type HttpAnswer = { status: number; headers: Record<string, string>; body: string };

/** How a real channel reaches its provider; tests give one that plays the provider offline. */
export type HttpTransport = (req: HttpRequest, signal: AbortSignal) => Promise<HttpAnswer>;

export const fetchTransport: HttpTransport = async (req, signal) => {
  const res = await fetch(req.url, { method: req.method, headers: req.headers, body: req.body, signal });
  const headers: Record<string, string> = {};
  res.headers.forEach((v, k) => {
    headers[k.toLowerCase()] = v;
  });
  return { status: res.status, headers, body: await res.text() };
};
