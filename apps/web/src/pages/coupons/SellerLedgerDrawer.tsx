import { type Lang, sellerLedgerResource, sellerResource, sellerSettleKind } from '@parking/resources';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictLabel, displayValue } from '../../crud/display';
import { moneyText } from '../../crud/money';
import type { Row } from '../../crud/resource-api';
import type { RowDialogProps } from '../../crud/row-actions';
import { reconcileSeller, sellerDetail, sellerLedger } from './coupon-api';
import { cw } from './coupon-text';

const fields = sellerLedgerResource.fields;
const shown = ['at', 'kind', 'money', 'minutes', 'balanceAfter', 'operatorName', 'remark'] as const;

/** A movement with its sign before the currency: +¥50.00, -¥10.00. */
const signedMoney = (fen: number) => (fen < 0 ? `-${moneyText(-fen)}` : `+${moneyText(fen)}`);

function ledgerColumns(lang: Lang, byMinutes: boolean): TableColumnsType<Row> {
  return shown
    .filter((key) => (byMinutes ? key !== 'balanceAfter' && key !== 'money' : key !== 'minutes'))
    .map((key) => ({
      key,
      dataIndex: key,
      title: fields[key].label[lang],
      align: key === 'money' || key === 'balanceAfter' || key === 'minutes' ? ('right' as const) : undefined,
      render: (_: unknown, row: Row) =>
        key === 'money'
          ? signedMoney(Number(row.money ?? 0))
          : displayValue(fields[key], row[key], lang, ['', '']) || '-',
    }));
}

/** A merchant's balance and its ledger, newest movement first; the balance can be checked against the ledger. */
export default function SellerLedgerDrawer({ row, onClose }: RowDialogProps) {
  const { i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const { message } = App.useApp();
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [checking, setChecking] = useState(false);
  const seller = useQuery({ queryKey: ['seller-ledger', row.id, 'seller'], queryFn: () => sellerDetail(row.id) });
  const ledger = useQuery({
    queryKey: ['seller-ledger', row.id, page],
    queryFn: () => sellerLedger(row.id, page.current, page.size),
    placeholderData: keepPreviousData,
  });
  const s = seller.data ?? row;
  const byMinutes = s.settleKind === sellerSettleKind.values.minutes;

  const reconcile = async () => {
    setChecking(true);
    try {
      const r = await reconcileSeller(row.id);
      const sum = byMinutes ? cw('minutesValue', { minutes: r.ledgerMinutes }) : moneyText(r.ledgerMoney);
      if (r.inStep) message.success(cw('inStep'));
      else message.warning(cw('outOfStep', { sum }));
    } catch {
      // the client has already shown why
    } finally {
      setChecking(false);
    }
  };

  return (
    <Drawer
      open
      width={860}
      title={cw('ledgerTitle', { seller: String(row.sellerName ?? '') })}
      onClose={onClose}
      extra={
        <Button onClick={reconcile} loading={checking}>
          {cw('reconcile')}
        </Button>
      }
    >
      <Descriptions column={3} size="small" bordered style={{ marginBottom: 16 }} className="seller-balance">
        <Descriptions.Item label={byMinutes ? cw('minutesLeft') : cw('balance')}>
          <strong id="seller-balance">
            {byMinutes
              ? cw('minutesValue', { minutes: Number(s.minutesBalance ?? 0) })
              : moneyText(Number(s.balance ?? 0))}
          </strong>
        </Descriptions.Item>
        <Descriptions.Item label={cw('creditLine')}>{moneyText(Number(s.creditLine ?? 0))}</Descriptions.Item>
        <Descriptions.Item label={sellerResource.fields.settleKind.label[lang]}>
          {dictLabel(sellerSettleKind, s.settleKind, lang)}
        </Descriptions.Item>
      </Descriptions>
      <Table<Row>
        className="seller-ledger"
        rowKey="id"
        size="small"
        loading={ledger.isFetching}
        columns={ledgerColumns(lang, byMinutes)}
        dataSource={ledger.data?.data ?? []}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: ledger.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (current, size) => setPage({ current, size }),
        }}
      />
    </Drawer>
  );
}
