import { examineState } from '@parking/resources';
import type { ApiClient } from './gate-client';
import { seededRandom, type Visit } from './traffic-day';

type VisitorRow = { id: number; plateNumber: string | null; startTime: string; endTime: string };

/**
 * The cars of the park's approved visits whose window falls in the simulated days, up to now (the gate takes
 * a read from the future at its own clock): each comes once, some minutes after its window opens, and leaves
 * inside it, or is still inside when its window or the simulation goes on past now. `parseTime` reads the
 * console's times (local, in the operator's zone).
 */
export async function visitorVisits(
  api: ApiClient,
  o: { parkId: number; from: Date; end: Date; seed: number; parseTime: (text: string) => Date | null },
): Promise<Visit[]> {
  const rows = await api.request<{ data: VisitorRow[] }>('GET', '/api/updown/plat/visitorInfo/search', {
    query: { parkId: o.parkId, examineState: examineState.values.approved, size: 500 },
  });
  const rand = seededRandom(o.seed * 31 + o.parkId);
  const visits: Visit[] = [];
  for (const row of rows.data) {
    const start = row.plateNumber ? o.parseTime(row.startTime) : null;
    const end = o.parseTime(row.endTime);
    if (!row.plateNumber || !start || !end) continue;
    const from = Math.max(start.getTime(), o.from.getTime());
    const now = Date.now();
    const until = Math.min(end.getTime(), o.end.getTime(), now);
    if (until - from < 30 * 60_000) continue;
    const arrive = from + Math.floor(rand() * Math.min(60, (until - from) / 120_000)) * 60_000;
    const staysOn = until === now && end.getTime() > now;
    const leave = staysOn ? o.end.getTime() + 1 : arrive + Math.floor((until - arrive) * (0.3 + rand() * 0.6));
    visits.push({ plate: row.plateNumber, arriveAt: new Date(arrive), leaveAt: new Date(leave) });
  }
  return visits;
}
