import { onlineOrderResource, orderState } from '@parking/resources';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { tableOf } from '../../../db/schema';
import { registerJobHandler } from '../../../platform/jobs';

const hourMs = 3_600_000;

/** Why the job closed an order, kept in its remark. */
export const staleRemark = (hours: number) => `超过 ${hours} 小时未支付，自动关闭`;

registerJobHandler('closeStaleOrders', {
  label: { zh: '关闭超时未付订单', en: 'Close stale unpaid orders' },
  description: {
    zh: '把 hours 小时（默认 24）内无人支付也未更新的待支付订单记为已关闭（车辆已放行或订单已被取代），订单保留',
    en: 'Marks orders left unpaid and untouched for hours hours (default 24) as closed (the car was let out or the order superseded); the orders are kept',
  },
  async run({ tx, params, now }) {
    const raw = Number(params.hours);
    const hours = Number.isFinite(raw) ? Math.min(24 * 365, Math.max(1, Math.floor(raw))) : 24;
    const t = tableOf(onlineOrderResource);
    // a car still at the exit brings its order up to date on every read, so a waiting order keeps fresh
    const closed = await tx
      .update(t)
      .set({ state: orderState.values.closed, remark: staleRemark(hours) })
      .where(
        and(
          eq(t.state, orderState.values.unpaid),
          lt(t.updatedAt, new Date(now.getTime() - hours * hourMs)),
          isNull(t.deletedAt),
        ),
      )
      .returning({ id: t.id });
    return {
      zh: `已关闭超过 ${hours} 小时未支付的订单 ${closed.length} 笔`,
      en: `${closed.length} orders unpaid for more than ${hours} hours closed`,
    };
  },
});
