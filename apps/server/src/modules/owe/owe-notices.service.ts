import {
  companyResource,
  manageBookResource,
  monthPassResource,
  oweNoticeStage,
  oweResource,
  oweState,
  parkResource,
  whiteListResource,
} from '@parking/resources';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rowsOf, type Tx } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { type NoticeStage, oweNoticeText, smsContent } from './owe-notices.text';

/** Days after the day of the debt (in the operators' time zone) when each reminder is due. */
export const noticeDays: Record<NoticeStage, number> = {
  [oweNoticeStage.values.nextDay]: 1,
  [oweNoticeStage.values.week]: 7,
  [oweNoticeStage.values.month]: 30,
};

type DueRow = {
  id: string | number;
  plate_number: string;
  park_name: string;
  company_name: string | null;
  hotline: string | null;
  owed_fen: string | number;
  owe_day: string;
  stage: number;
  phone: string;
};

const mobilePattern = '^1[3-9][0-9]{9}$';

/**
 * Unpaid arrears whose next reminder is due at `now` and whose driver has a known mobile: the arrear's own
 * phone, else the plate's latest monthly pass, white-list or manage-book entry at any park of the company.
 * A reminder skipped (no phone yet, or the job did not run) is superseded by the later stage once that is due.
 */
async function dueNotices(tx: Tx, timeZone: string, now: Date, maxDays: number): Promise<DueRow[]> {
  const o = tableOf(oweResource);
  const p = tableOf(parkResource);
  const c = tableOf(companyResource);
  const mp = tableOf(monthPassResource);
  const wl = tableOf(whiteListResource);
  const mb = tableOf(manageBookResource);
  const { nextDay, week, month } = oweNoticeStage.values;
  const days = sql`((${now}::timestamptz at time zone ${timeZone})::date - (o.owe_time at time zone ${timeZone})::date)`;
  const stage = sql`case when ${days} >= ${noticeDays[month]} then ${month}
    when ${days} >= ${noticeDays[week]} then ${week}
    when ${days} >= ${noticeDays[nextDay]} then ${nextDay} else 0 end`;
  // by park, so the (park, plate) indexes of passes and lists serve the lookup
  const companyParks = sql`array(select cp.id from ${p} cp where cp.company_id = o.company_id)`;
  const known = (
    k: { parkId: AnyPgColumn; plateNumber: AnyPgColumn; deletedAt: AnyPgColumn; id: AnyPgColumn },
    phone: AnyPgColumn,
    newest: AnyPgColumn,
  ) =>
    sql`(select ${phone} from ${k} where ${k.parkId} = any(${companyParks}) and ${k.plateNumber} = o.plate_number
          and ${k.deletedAt} is null and ${phone} ~ ${mobilePattern} order by ${newest} desc, ${k.id} desc limit 1)`;
  const result = await tx.execute(sql`
    select * from (
      select o.id, o.plate_number, p.park_name, coalesce(c.short_name, c.name) as company_name, c.phone as hotline,
             o.amount - o.paid_amount as owed_fen,
             to_char(o.owe_time at time zone ${timeZone}, 'YYYY-MM-DD') as owe_day,
             ${stage} as stage, o.notice_stage,
             coalesce(case when o.phone ~ ${mobilePattern} then o.phone end,
                      ${known(mp, mp.ownerPhone, mp.endTime)},
                      ${known(wl, wl.phone, wl.id)},
                      ${known(mb, mb.phone, mb.id)}) as phone
        from ${o} o
        join ${p} p on p.id = o.park_id
        left join ${c} c on c.id = o.company_id
       where o.state = ${oweState.values.normal} and o.deleted_at is null
         and o.amount > o.paid_amount
         and o.owe_time > ${now}::timestamptz - ${maxDays} * interval '1 day'
         and o.notice_stage < ${month}
    ) due
    where due.stage > due.notice_stage and due.phone is not null
    order by due.id`);
  return rowsOf<DueRow>(result);
}

export type NoticeRun = { sent: number; byStage: Record<NoticeStage, number> };

/**
 * Sends every reminder due at `now`, one text per arrear and stage, and marks the stage on the arrear in the
 * same transaction: a rerun, or a second instance after this one, finds nothing left to send.
 */
export async function sendOweNotices(
  app: AppContext,
  tx: Tx,
  now: Date,
  o: { maxDays?: number } = {},
): Promise<NoticeRun> {
  const t = tableOf(oweResource);
  const run: NoticeRun = { sent: 0, byStage: { 1: 0, 2: 0, 3: 0 } };
  // one read: a day's reminders are about the arrears made a day, a week and a month before
  const due = await dueNotices(tx, app.config.timeZone, now, o.maxDays ?? 90);
  for (const row of due) {
    const stage = row.stage as NoticeStage;
    const text = oweNoticeText({
      stage,
      plateNumber: row.plate_number,
      parkName: row.park_name,
      companyName: row.company_name ?? row.park_name,
      hotline: row.hotline,
      owedFen: Number(row.owed_fen),
      oweDay: row.owe_day,
    });
    await app.sms.send(tx, row.phone, smsContent(text));
    await tx
      .update(t)
      .set({ noticeStage: stage, noticeTime: now })
      .where(and(eq(t.id, Number(row.id)), lt(t.noticeStage, stage)));
    run.sent++;
    run.byStage[stage]++;
  }
  return run;
}
