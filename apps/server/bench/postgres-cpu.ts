import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = 100;

/**
 * CPU seconds spent so far by the PostgreSQL server's processes on this machine (all of them: the
 * backends serving the benchmark and the server's own workers), read from /proc; null where there is none.
 */
export function postgresCpuSeconds(): number | null {
  let ticks = 0;
  let found = false;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return null;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!name.startsWith('postgres')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime, the 14th and 15th fields of the line
      ticks += Number(fields[11]) + Number(fields[12]);
      found = true;
    } catch {
      // the process ended while we read
    }
  }
  return found ? ticks / ticksPerSecond : null;
}
