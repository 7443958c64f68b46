import { sellerSettleKind } from '@parking/resources';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Select, Spin, Statistic } from 'antd';
import { useState } from 'react';
import { fenToYuan } from '../../crud/money';
import { LedgerCard, TodayCoupons } from './DeskTables';
import { IssueCard } from './IssueCard';
import { type Desk, fetchDesk, fetchLedger, fetchMerchants } from './merchant-api';
import { mw } from './merchant-text';
import { StatementCard } from './StatementCard';

function BalanceCard({
  desk,
  sellers,
  onPick,
}: {
  desk: Desk;
  sellers: { id: number; sellerName: string }[];
  onPick: (id: number) => void;
}) {
  const s = desk.seller;
  const byMinutes = s.settleKind === sellerSettleKind.values.minutes;
  return (
    <Card className="page-card" id="merchant-balance">
      <Row gutter={[16, 16]} align="middle">
        <Col xs={24} md={10}>
          {sellers.length > 1 ? (
            <Select
              id="merchant-pick"
              style={{ width: '100%' }}
              showSearch
              optionFilterProp="label"
              value={s.sellerId}
              onChange={onPick}
              options={sellers.map((x) => ({ value: x.id, label: x.sellerName }))}
            />
          ) : (
            <Statistic title={mw('merchant')} value={s.sellerName} />
          )}
        </Col>
        {byMinutes ? (
          <Col xs={12} md={7}>
            <Statistic title={mw('minutesLeft')} value={s.minutesBalance} suffix={mw('minuteUnit')} />
          </Col>
        ) : (
          <>
            <Col xs={12} md={7}>
              <Statistic title={mw('balance')} value={fenToYuan(s.balance)} precision={2} prefix="¥" />
            </Col>
            {s.settleKind === sellerSettleKind.values.postpaid ? (
              <Col xs={12} md={7}>
                <Statistic title={mw('creditLine')} value={fenToYuan(s.creditLine)} precision={2} prefix="¥" />
              </Col>
            ) : null}
          </>
        )}
      </Row>
    </Card>
  );
}

/**
 * The merchant's own page: its balance, issuing a coupon to a plate, today's coupons, its ledger and its
 * daily statement. A merchant's user works for its own merchant; an operator picks one of the company's.
 */
export default function MerchantDeskPage() {
  const client = useQueryClient();
  const merchants = useQuery({ queryKey: ['merchant', 'list'], queryFn: fetchMerchants });
  const [picked, setPicked] = useState<number | undefined>();
  const sellers = merchants.data?.data ?? [];
  const sellerId = picked ?? sellers[0]?.id;
  const desk = useQuery({
    queryKey: ['merchant', 'desk', sellerId],
    queryFn: () => fetchDesk(sellerId as number),
    enabled: sellerId !== undefined,
  });
  const ledger = useQuery({
    queryKey: ['merchant', 'ledger', sellerId],
    queryFn: () => fetchLedger(sellerId as number),
    enabled: sellerId !== undefined,
  });
  if (merchants.isPending || (sellerId !== undefined && desk.isPending)) return <Spin style={{ margin: 48 }} />;
  if (sellerId === undefined || !desk.data) return <Empty style={{ margin: 48 }} />;
  const refresh = () => client.invalidateQueries({ queryKey: ['merchant'] });
  return (
    <div className="merchant-desk">
      <BalanceCard desk={desk.data} sellers={sellers} onPick={setPicked} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <IssueCard key={sellerId} rules={desk.data.rules} onIssued={refresh} />
        </Col>
        <Col xs={24} lg={15}>
          <TodayCoupons rows={desk.data.today} />
        </Col>
      </Row>
      <StatementCard sellerId={sellerId} />
      <LedgerCard rows={ledger.data?.data ?? []} />
    </div>
  );
}
