import { useQuery } from '@tanstack/react-query';
import { Card, Space, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { yuanText } from '../../crud/money';
import { owedParks, oweSummaryKey } from './owe-api';
import { ow } from './owe-text';

/** What is owed across the parks the user sees: how many unpaid arrears, how much, at how many parks. */
export function OweSummary() {
  useTranslation();
  const parks = useQuery({ queryKey: oweSummaryKey, queryFn: owedParks });
  const rows = parks.data ?? [];
  const count = rows.reduce((n, p) => n + p.count, 0);
  const totalFen = rows.reduce((n, p) => n + p.totalFen, 0);
  return (
    <Card size="small" className="owe-summary" style={{ marginBottom: 8 }} loading={parks.isPending}>
      <Space size={48} wrap>
        <Statistic title={ow('owedCount')} value={count} suffix={ow('countSuffix')} />
        <Statistic title={ow('owedTotal')} value={yuanText(totalFen)} prefix="¥" />
        <Statistic title={ow('owedParks')} value={rows.length} />
      </Space>
    </Card>
  );
}
