import { fenToYuanText } from '@parking/domain';
import { orderState } from '@parking/resources';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Result, Spin } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { confirmSandboxPayment, fetchSandboxOrder } from './sandbox-pay-api';
import './sandbox-pay.css';

/**
 * The payment sandbox's confirmation page, where its payUrl leads the payer: the order and its amount, and a
 * button that confirms the payment with the one-time token the start handed out (after `#token=`).
 */
export default function SandboxPayPage() {
  const { t } = useTranslation();
  const { onlineOrderId = '' } = useParams();
  const { hash } = useLocation();
  const token = useMemo(() => new URLSearchParams(hash.slice(1)).get('token'), [hash]);
  const order = useQuery({
    queryKey: ['sandbox-order', onlineOrderId],
    queryFn: () => fetchSandboxOrder(onlineOrderId),
    retry: false,
  });
  const confirm = useMutation({
    mutationFn: () => confirmSandboxPayment(onlineOrderId, token ?? ''),
    onSettled: () => order.refetch(),
  });
  useEffect(() => {
    document.title = t('sandboxPay.title');
  }, [t]);

  const o = order.data;
  const yuan = o ? t('sandboxPay.yuan', { amount: fenToYuanText(o.amount) }) : '';
  let body: ReactNode;
  if (order.isPending) body = <Spin />;
  else if (!o) body = <Result status="warning" subTitle={order.error?.message} />;
  else if (o.state === orderState.values.paid)
    body = (
      <Result
        status="success"
        title={t('sandboxPay.paid')}
        subTitle={t('sandboxPay.paidHint', { order: o.onlineOrderId, amount: fenToYuanText(o.amount) })}
      />
    );
  else
    body = (
      <>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('sandboxPay.order')}>{o.onlineOrderId}</Descriptions.Item>
          <Descriptions.Item label={t('sandboxPay.park')}>{o.parkName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('sandboxPay.amount')}>
            <span id="sandbox-amount">{yuan}</span>
          </Descriptions.Item>
        </Descriptions>
        {o.state !== orderState.values.unpaid ? (
          <Alert type="info" showIcon message={t('sandboxPay.notWaiting')} />
        ) : !token ? (
          <Alert type="warning" showIcon message={t('sandboxPay.noToken')} />
        ) : !o.waiting ? (
          <Alert type="warning" showIcon message={t('sandboxPay.expired', { minutes: o.tokenMinutes })} />
        ) : null}
        {confirm.error ? <Alert type="error" showIcon message={confirm.error.message} /> : null}
        <Button
          type="primary"
          size="large"
          block
          loading={confirm.isPending}
          disabled={o.state !== orderState.values.unpaid || !token || !o.waiting}
          onClick={() => confirm.mutate()}
        >
          {t('sandboxPay.confirm')}
        </Button>
      </>
    );

  return (
    <div className="sandbox-pay-page">
      <Card title={t('sandboxPay.title')} className="sandbox-pay-card">
        <Alert type="warning" showIcon message={t('sandboxPay.hint')} />
        {body}
      </Card>
    </div>
  );
}
