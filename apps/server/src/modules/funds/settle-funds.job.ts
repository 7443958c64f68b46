import { addDays, formatLocalDate } from '@parking/domain';
import { registerJobHandler } from '../../platform/jobs';
import { settleDays } from './settlement.service';

registerJobHandler('settleFunds', {
  label: { zh: '资金日结算', en: 'Daily settlement' },
  description: {
    zh: '为每个车场结算昨天（及之前 days-1 天中尚未结算的日子，默认 days=3）：线上收款减退款，再减服务费（SETTLEMENT_FEE_BPS 万分之几），净额记入公司资金账户；已结算的日子不再改动',
    en: 'Settles yesterday for every park (and any of the days-1 days before it not settled yet; days defaults to 3): online takings less refunds less the service fee (SETTLEMENT_FEE_BPS basis points), the net credited to the company account; a settled day is never changed',
  },
  async run({ app, tx, params, now }) {
    const days = Math.min(31, Math.max(1, Math.floor(Number(params.days) || 3)));
    const yesterday = addDays(formatLocalDate(now, app.config.timeZone), -1);
    const done = await settleDays(tx, {
      from: addDays(yesterday, 1 - days),
      to: yesterday,
      timeZone: app.config.timeZone,
      feeRateBps: app.config.settlementFeeBps,
      now,
    });
    return {
      zh: `${done.from} 至 ${done.to}：${done.parks} 个车场，新结算 ${done.settled} 条`,
      en: `${done.from} to ${done.to}: ${done.parks} parks, ${done.settled} days newly settled`,
    };
  },
});
