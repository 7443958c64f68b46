import { addDays } from '@parking/domain';
import { registerJobHandler } from '../../../platform/jobs';
import { rebuildDaySummaries } from './day-summaries.service';
import { countHoursInSteps, endedHours } from './hour-summaries';
import { localToday } from './local-days';

// the count under way in this server, by app
const counting = new WeakMap<object, Promise<number>>();
// a few seconds of counting (2026-11-30: 9,029 park hours in 13 s); a stopping server waits for no more than that
const hoursPerRun = 2000;

registerJobHandler('refreshDaySummaries', {
  label: { zh: '刷新日汇总', en: 'Refresh day summaries' },
  description: {
    zh: '按进出、支付、退款和欠费记录重算最近 days 天（默认 2，即今天和昨天）每个车场的日汇总，并重算记录改动过的小时汇总（订单、收费明细的合计），首页和报表读取这些汇总',
    en: 'Counts the last days days (default 2: today and yesterday) of every park again from its stays, payments, refunds and arrears, and the hour summaries (order and charge sums) of the hours whose records changed; the home page and reports read these summaries',
  },
  async run({ app, tx, params, now, afterCommit }) {
    const days = Math.min(31, Math.max(1, Math.floor(Number(params.days) || 2)));
    const to = localToday(app.config.timeZone, now);
    const done = await rebuildDaySummaries(tx, app.config.timeZone, { from: addDays(to, 1 - days), to });
    // a backlog (a bulk load) takes longer than a minute: a run's count begins when the one under way is done,
    // instead of every run's count waiting on the same locks at once
    afterCommit(() => {
      const count = (counting.get(app) ?? Promise.resolve(0))
        .catch(() => 0)
        .then(() => countHoursInSteps(app.db, endedHours(now), hoursPerRun));
      counting.set(app, count);
      return count;
    });
    return {
      zh: `已重算 ${done.from} 至 ${done.to}：${done.parks} 个车场，${done.dayRows} 条日汇总；随后分步重算记录改动过的已结束小时的小时汇总`,
      en: `counted ${done.from} to ${done.to} again: ${done.parks} parks, ${done.dayRows} day summaries; the ended hours whose records changed are counted next, in steps`,
    };
  },
});
