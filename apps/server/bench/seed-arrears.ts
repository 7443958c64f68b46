import { oweSource, oweState } from '@parking/resources';
import type { Database } from '../src/db/connection';

const { normal, paid, cancelled } = oweState.values;
const sources = [oweSource.values.escape, oweSource.values.unpaidExit, oweSource.values.order, oweSource.values.manual];
/** Distinct plates the million arrears are spread over: a few debts each, as habitual non-payers have. */
const platePool = 200_000;

/**
 * One set-based statement: arrears numbered 1..$1 over every park (and so every company), on a pool of
 * plates, owed over the last year; six in ten paid, one cancelled, three still owed.
 */
const insertPool = `
  with parks as (
    select array_agg(id order by id) as ids, array_agg(company_id order by id) as companies
      from park where deleted_at is null
  ), rows as (
    select i, i % ${platePool} as j, 1 + i % cardinality(ids) as k, ids, companies,
           now() - interval '365 days' * random() as owe_time, 100 + (random() * 9900)::int as amount,
           -- drawn, not taken from i: a plate's debts (every ${platePool}th row) are not all in one state
           random() as r
      from parks, generate_series(1, $1::int) as i
  )
  insert into owe_record (company_id, park_id, plate_number, source_kind, amount, paid_amount, state, owe_time,
                          paid_time, cancel_reason, cancel_time)
  select companies[k], ids[k],
         (array['沪', '浙', '苏', '京', '粤', '皖', '鲁', '川', '鄂', '湘'])[1 + j % 10]
           || chr(65 + (j / 10) % 24) || lpad((j / 240)::text, 5, '0'),
         (array[${sources.join(', ')}])[1 + i % 4],
         amount,
         case when r < 0.6 then amount else 0 end,
         case when r < 0.6 then ${paid} when r < 0.7 then ${cancelled} else ${normal} end,
         owe_time,
         case when r < 0.6 then owe_time + interval '3 days' end,
         case when r >= 0.6 and r < 0.7 then '基准测试' end,
         case when r >= 0.6 and r < 0.7 then owe_time + interval '1 day' end
    from rows`;

/**
 * Arrears of plates the bench's cars drive, at their park: three each, two owed and one paid, so the gate's
 * lookup finds and sums rows for those cars rather than an empty range.
 */
const insertCars = `
  insert into owe_record (company_id, park_id, plate_number, source_kind, amount, paid_amount, state, owe_time,
                          paid_time)
  select p.company_id, p.id, c.plate, ${oweSource.values.escape}, 500 * n, case when n = 3 then 1500 else 0 end,
         case when n = 3 then ${paid} else ${normal} end, now() - n * interval '9 days',
         case when n = 3 then now() - interval '1 day' end
    from unnest($1::text[], $2::bigint[]) as c(plate, park_id)
    join park p on p.id = c.park_id
    cross join generate_series(1, $3::int) as n`;

/**
 * Fills owe_record with `total` arrears over every park's company, plus debts of `cars` (a share of the
 * plates the bench drives), and refreshes the planner's statistics.
 */
export async function seedArrears(database: Database, total: number, cars: { plate: string; parkId: number }[]) {
  await database.query(insertPool, [total]);
  if (cars.length) {
    await database.query(insertCars, [cars.map((c) => c.plate), cars.map((c) => c.parkId), 3]);
  }
  await database.query('vacuum analyze owe_record');
  // the million rows' pages are written now, not by a checkpoint in the middle of the measurement
  await database.query('checkpoint').catch(() => undefined);
}
