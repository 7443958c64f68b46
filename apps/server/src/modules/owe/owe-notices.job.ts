import { registerJobHandler } from '../../platform/jobs';
import { sendOweNotices } from './owe-notices.service';

registerJobHandler('sendOweNotices', {
  label: { zh: '欠费短信提醒', en: 'Arrears reminders' },
  description: {
    zh: '给未缴欠费的车主发短信提醒：欠费次日、一周后、一个月后各一次；只发给已知手机号的车主，早于 maxDays 天（默认 90）的欠费不再提醒',
    en: 'Texts drivers about unpaid arrears the day after, after a week and after a month, once each; only to known phones, and not about arrears older than maxDays days (default 90)',
  },
  async run({ app, tx, params, now }) {
    const raw = Number(params.maxDays);
    const maxDays = Number.isFinite(raw) ? Math.min(3650, Math.max(1, Math.floor(raw))) : 90;
    const run = await sendOweNotices(app, tx, now, { maxDays });
    const [day, week, month] = [run.byStage[1], run.byStage[2], run.byStage[3]];
    return {
      zh: `已发送欠费提醒 ${run.sent} 条（次日 ${day}，一周 ${week}，一个月 ${month}）`,
      en: `${run.sent} arrears reminders sent (next day ${day}, week ${week}, month ${month})`,
    };
  },
});
