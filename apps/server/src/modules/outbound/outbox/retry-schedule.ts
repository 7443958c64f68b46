/**
 * The waits between a message's tries: `tries` tries spread over `spanMs`, each wait longer than the one
 * before (the n-th wait is n shares of the span), so a short outage is bridged at once and a long one is
 * not hammered. 12 tries over 30 minutes wait 27 s first and 5 min last.
 */
export function retryDelays(tries: number, spanMs: number): number[] {
  const gaps = Math.max(0, tries - 1);
  const shares = (gaps * (gaps + 1)) / 2;
  return Array.from({ length: gaps }, (_, i) => Math.round((spanMs * (i + 1)) / shares));
}

/** Runs `work` with a signal that aborts after `ms`; its promise is refused at that moment whatever work does. */
export async function withTimeout<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const err = new Error(`no answer within ${ms} ms`);
      controller.abort(err);
      reject(err);
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
