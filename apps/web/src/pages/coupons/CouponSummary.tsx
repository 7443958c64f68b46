import { useQuery } from '@tanstack/react-query';
import { Card, Space, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { yuanText } from '../../crud/money';
import { couponSummary, couponSummaryKey } from './coupon-api';
import { cw } from './coupon-text';

/** The coupons the user sees, by state, with what they took off stays and what merchants were charged. */
export function CouponSummary() {
  useTranslation();
  const summary = useQuery({ queryKey: couponSummaryKey, queryFn: couponSummary });
  const s = summary.data;
  return (
    <Card size="small" className="coupon-summary" style={{ marginBottom: 8 }} loading={summary.isPending}>
      <Space size={48} wrap>
        <Statistic title={cw('totalCoupons')} value={s?.total ?? 0} />
        <Statistic title={cw('unused')} value={s?.normal ?? 0} />
        <Statistic title={cw('used')} value={(s?.used ?? 0) + (s?.settled ?? 0)} />
        <Statistic title={cw('voidCount')} value={s?.void ?? 0} />
        <Statistic title={cw('discountGiven')} value={yuanText(s?.discount ?? 0)} prefix="¥" />
        <Statistic title={cw('charged')} value={yuanText(s?.charged ?? 0)} prefix="¥" />
      </Space>
    </Card>
  );
}
