import { couponState, type Lang, sellerLedgerKind } from '@parking/resources';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictLabel } from '../../crud/display';
import { moneyText } from '../../crud/money';
import type { DeskCoupon, LedgerRow } from './merchant-api';
import { mw } from './merchant-text';

/** The coupons the merchant issued today, newest first. */
export function TodayCoupons({ rows }: { rows: DeskCoupon[] }) {
  const lang = useTranslation().i18n.language as Lang;
  return (
    <Card title={`${mw('today')} (${rows.length})`} className="page-card" id="merchant-today">
      <Table<DeskCoupon>
        rowKey="id"
        size="small"
        dataSource={rows}
        locale={{ emptyText: mw('none') }}
        pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: mw('issuedAt'), dataIndex: 'issuedAt' },
          { title: mw('plate'), dataIndex: 'plateNumber' },
          { title: mw('rule'), dataIndex: 'ruleName' },
          { title: mw('state'), dataIndex: 'state', render: (v) => dictLabel(couponState, v, lang) },
          { title: mw('validTo'), dataIndex: 'validTo' },
          { title: mw('code'), dataIndex: 'code' },
        ]}
      />
    </Card>
  );
}

/** The merchant's latest balance movements. */
export function LedgerCard({ rows }: { rows: LedgerRow[] }) {
  const lang = useTranslation().i18n.language as Lang;
  return (
    <Card title={mw('ledger')} className="page-card" id="merchant-ledger">
      <Table<LedgerRow>
        rowKey="id"
        size="small"
        dataSource={rows}
        locale={{ emptyText: mw('none') }}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: mw('at'), dataIndex: 'at' },
          { title: mw('kind'), dataIndex: 'kind', render: (v) => dictLabel(sellerLedgerKind, v, lang) },
          { title: mw('money'), dataIndex: 'money', align: 'right', render: (v: number) => moneyText(v) },
          {
            title: mw('balanceAfter'),
            dataIndex: 'balanceAfter',
            align: 'right',
            render: (v: number) => moneyText(v),
          },
          { title: mw('remark'), dataIndex: 'remark' },
        ]}
      />
    </Card>
  );
}
