import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseLocalDateTime } from '@parking/domain';
import { inOutRecordResource } from '@parking/resources';
import { getTableColumns } from 'drizzle-orm';
import type { Database } from '../src/db/connection';
import { tableOf } from '../src/db/schema';

// The statements are the ones the engine sends for this list (captured with a logging client), with the
// column list taken from the same stay table the engine reads, so the two handlers differ only in the
// work around the SQL.
const where = `where ("park_io_record"."deleted_at" is null and "park_io_record"."park_id" = $1 and "park_io_record"."in_time" >= $2 and "park_io_record"."in_time" <= $3)`;
const columns = () =>
  Object.values(getTableColumns(tableOf(inOutRecordResource)))
    .map((c) => `"${c.name}"`)
    .join(', ');
const countSql = `select count(*) from "park_io_record" ${where}`;
// the page carries its total, as the engine asks for it
const pageSql = () =>
  `select ${columns()}, (${countSql}) as total from "park_io_record" ${where} order by "park_io_record"."in_time" desc, "park_io_record"."id" desc limit $4`;

export type BareServer = { url: string; close: () => Promise<void> };

/** A plain node:http handler for GET /list?parkId&inTimeStart&inTimeEnd&current&size, with no sign-in. */
export async function startBareServer(database: Database, timeZone: string): Promise<BareServer> {
  const pageStatement = pageSql();
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://bare');
      const q = url.searchParams;
      const from = parseLocalDateTime(q.get('inTimeStart') ?? '', timeZone);
      const to = parseLocalDateTime(q.get('inTimeEnd') ?? '', timeZone);
      if (url.pathname !== '/list' || !from || !to) {
        res.writeHead(400).end();
        return;
      }
      const size = Number(q.get('size') ?? 10);
      const current = Number(q.get('current') ?? 1);
      const offset = (current - 1) * size;
      const params = [Number(q.get('parkId')), from.toISOString(), to.toISOString()];
      const found = offset
        ? await database.query<{ total: string | number }>(`${pageStatement} offset $5`, [...params, size, offset])
        : await database.query<{ total: string | number }>(pageStatement, [...params, size]);
      const total = found.length
        ? Number(found[0]?.total)
        : offset
          ? Number((await database.query<{ count: string | number }>(countSql, params))[0]?.count ?? 0)
          : 0;
      const rows = found.map(({ total: _, ...row }) => row);
      const page = { total, data: rows, current, size };
      res
        .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify({ code: 200, success: true, msg: 'success', data: page }));
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
