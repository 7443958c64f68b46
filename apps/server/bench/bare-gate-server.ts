import { gateVerdict, stayState } from '@parking/resources';
import Fastify from 'fastify';
import type { Database } from '../src/db/connection';

export type BareGateServer = { url: string; close: () => Promise<void> };

/**
 * The floor under the gate path: a bare fastify route that stores each read as one stay row with one
 * insert and answers "open", with no device check, no decision and no fee.
 */
export async function startBareGateServer(
  database: Database,
  parkOf: (auth: string) => { parkId: number; companyId: number } | undefined,
) {
  const insertStay = `insert into park_io_record (company_id, park_id, plate_number, in_time, state)
    values ($1, $2, $3, $4, ${stayState.values.inside}) returning id`;
  const fastify = Fastify({ logger: false });
  fastify.post('/event', async (req, reply) => {
    const body = req.body as { eventId: string; plateNumber: string; eventTime: string; direction: string };
    const park = parkOf(String(req.headers.authorization ?? ''));
    if (!park) return reply.code(401).send({ code: 401, success: false, msg: 'unknown device', data: null });
    const [row] = await database.query<{ id: string }>(insertStay, [
      park.companyId,
      park.parkId,
      body.plateNumber,
      body.eventTime,
    ]);
    return {
      code: 200,
      success: true,
      msg: 'success',
      data: { eventId: body.eventId, verdict: gateVerdict.values.open, open: true, recordId: Number(row?.id) },
    };
  });
  const url = await fastify.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${url}/event`, close: () => fastify.close() } satisfies BareGateServer;
}
