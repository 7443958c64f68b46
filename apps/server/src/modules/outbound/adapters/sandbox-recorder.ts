/** One request a sandbox adapter received, kept so that tests and the operator can see what was asked. */
export type SandboxCall = { op: string; input: unknown; at: Date; outcome: 'ok' | 'failed' };

/** How far back a sandbox keeps its calls in memory. */
const keptCalls = 500;

/**
 * What every sandbox adapter shares: it records each request, answers after the delay it is given, and fails
 * when asked to (the next n requests, or every request until told otherwise), as a real service does when it
 * is down or slow.
 */
export class SandboxRecorder {
  readonly calls: SandboxCall[] = [];
  /** Milliseconds each request takes before it is answered. */
  delayMs = 0;
  private failing = 0;
  private failingAlways: string | null = null;
  private failReason = 'sandbox: failure requested';

  /** The next `n` requests fail with `reason`. */
  failNext(n: number, reason = 'sandbox: failure requested'): void {
    this.failing = n;
    this.failReason = reason;
  }

  /** Every request fails with `reason` until called with null. */
  failAlways(reason: string | null): void {
    this.failingAlways = reason;
  }

  /** Records a request and answers it as the service would: after the delay, or with the requested failure. */
  async perform<T>(op: string, input: unknown, answer: () => T, signal?: AbortSignal): Promise<T> {
    const call: SandboxCall = { op, input, at: new Date(), outcome: 'failed' };
    this.calls.push(call);
    if (this.calls.length > keptCalls) this.calls.splice(0, this.calls.length - keptCalls);
    if (this.delayMs > 0) await pause(this.delayMs, signal);
    if (this.failingAlways !== null) throw new Error(this.failingAlways);
    if (this.failing > 0) {
      this.failing -= 1;
      throw new Error(this.failReason);
    }
    const result = answer();
    call.outcome = 'ok';
    return result;
  }

  /** The calls of one operation, oldest first. */
  callsOf(op: string): SandboxCall[] {
    return this.calls.filter((c) => c.op === op);
  }
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    });
  });
