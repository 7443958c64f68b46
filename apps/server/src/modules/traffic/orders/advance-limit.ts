import type { Config } from '../../../config';
import type { AppContext } from '../../../platform/context';
import { tooMany } from '../../../platform/errors';

/** An address's price asks are counted from its first ask, in windows of this many minutes. */
export const advanceWindowMinutes = 10;
const windowMs = advanceWindowMinutes * 60_000;

type Window = { start: number; count: number };
type Windows = { byAddress: Map<string, Window>; sweepAt: number };

// one set per server: tests run several servers in one process
const serverWindows = new WeakMap<Config, Windows>();

function windowsOf(config: Config): Windows {
  let w = serverWindows.get(config);
  if (!w) {
    w = { byAddress: new Map(), sweepAt: 10_000 };
    serverWindows.set(config, w);
  }
  return w;
}

/**
 * Counts a price ask (`stay/advance`) of the address: beyond PAY_ADVANCE_LIMIT asks in the address's window
 * it is refused with 429 until the window ends.
 */
export function countAdvanceAsk(app: AppContext, ip: string, now = Date.now()): void {
  const windows = windowsOf(app.config);
  let w = windows.byAddress.get(ip);
  if (!w || now - w.start >= windowMs) {
    if (windows.byAddress.size >= windows.sweepAt) {
      for (const [address, old] of windows.byAddress)
        if (now - old.start >= windowMs) windows.byAddress.delete(address);
      windows.sweepAt = Math.max(10_000, 2 * windows.byAddress.size);
    }
    w = { start: now, count: 0 };
    windows.byAddress.set(ip, w);
  }
  w.count++;
  const limit = app.config.payAdvanceLimit;
  if (w.count <= limit) return;
  const minutes = Math.max(1, Math.ceil((w.start + windowMs - now) / 60_000));
  throw tooMany({
    zh: `缴费查询(stay/advance)过于频繁：每个地址每 ${advanceWindowMinutes} 分钟最多 ${limit} 次，请 ${minutes} 分钟后再试`,
    en: `Too many price asks (stay/advance): at most ${limit} per address in ${advanceWindowMinutes} minutes; try again in ${minutes} minutes`,
  });
}
