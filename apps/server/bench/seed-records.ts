import { carKind, payWay, stayState } from '@parking/resources';
import type { Database } from '../src/db/connection';

const { inside, left } = stayState.values;
const kinds = carKind.values;
const ways = payWay.values;
const carKinds = [
  kinds.temporary,
  kinds.temporary,
  kinds.temporary,
  kinds.monthly,
  kinds.quarterly,
  kinds.yearly,
  kinds.vip,
];
const payWays = [ways.cash, ways.wechat, ways.wechat, ways.alipay, ways.alipay, ways.etc, ways.free];

/**
 * One set-based statement per chunk: rows numbered $1..$2 of $3, spread over every seeded park, in
 * times rising with the row number across the last 60 days (as a live system appends them), most
 * cars gone again after up to 8 hours and charged 5 yuan an hour.
 */
const insertChunk = `
  with parks as (
    select array_agg(id order by id) as ids, array_agg(company_id order by id) as companies
    from park where deleted_at is null
  ), stays as (
    select i, 1 + i % cardinality(ids) as k, ids, companies,
           now() - interval '60 days' * (1 - i::float8 / $3) as in_time,
           (random() * 480)::int as minutes
    from parks, generate_series($1::int, $2::int) as i
  )
  insert into park_io_record (company_id, park_id, plate_number, car_kind, state, in_time, out_time, fee, paid, pay_way)
  select companies[k], ids[k],
         (array['沪', '浙', '苏', '京', '粤'])[1 + i % 5] || chr(65 + (i / 5) % 26) || lpad((i % 100000)::text, 5, '0'),
         (array[${carKinds.join(', ')}])[1 + i % 7],
         case when i % 20 = 0 then ${inside} else ${left} end,
         in_time,
         case when i % 20 = 0 then null else in_time + minutes * interval '1 minute' end,
         (minutes / 60) * 500,
         (minutes / 60) * 500,
         case when i % 20 = 0 then null else (array[${payWays.join(', ')}])[1 + i % 7] end
  from stays`;

const chunkSize = 200_000;

/** Fills park_io_record with `total` rows and refreshes the planner's statistics. */
export async function seedRecords(database: Database, total: number, onProgress: (done: number) => void) {
  for (let from = 1; from <= total; from += chunkSize) {
    const to = Math.min(total, from + chunkSize - 1);
    await database.query(insertChunk, [from, to, total]);
    onProgress(to);
  }
  // vacuum also marks the pages all-visible, so the count can use an index-only scan
  await database.query('vacuum analyze park_io_record');
}
