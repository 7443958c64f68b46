import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Form, Input, Result, Spin } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { claimIt, fetchOffer } from './claim-api';
import { useClaimTexts } from './claim-text';
import { couponValueText } from './derate-text';
import './claim.css';

type Values = { plateNumber: string; code?: string };

/**
 * Where a driver's phone lands from a merchant's discount code (`?t=`), or from a printed coupon's code: what
 * the code gives, and the plate to claim it for. No sign-in: the code itself is the right to the discount.
 */
export default function ClaimPage() {
  const { ct, lang } = useClaimTexts();
  const [params] = useSearchParams();
  const t = params.get('t') ?? undefined;
  const offer = useQuery({
    queryKey: ['derate-offer', t],
    queryFn: () => fetchOffer(t as string),
    enabled: !!t,
    retry: false,
  });
  const claim = useMutation({ mutationFn: (v: Values) => claimIt({ t, code: v.code, plateNumber: v.plateNumber }) });
  useEffect(() => {
    document.title = ct('title');
  }, [ct]);

  const o = offer.data;
  let body: ReactNode;
  if (claim.data) {
    const c = claim.data;
    body = (
      <Result
        status="success"
        title={ct('done')}
        subTitle={
          <span id="derate-claim-done">
            {ct('doneHint', { plate: c.plateNumber, value: couponValueText(c, lang), until: c.validTo })}
          </span>
        }
      />
    );
  } else if (t && offer.isPending) {
    body = <Spin />;
  } else if (t && !o) {
    body = <Result status="warning" subTitle={offer.error?.message} />;
  } else {
    body = (
      <>
        {o ? (
          <>
            <div className="derate-claim-value">{couponValueText(o, lang)}</div>
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label={ct('from')}>{o.derateName}</Descriptions.Item>
              <Descriptions.Item label={ct('at')}>{o.parkName}</Descriptions.Item>
              <Descriptions.Item label={ct('until')}>{o.expiresAt}</Descriptions.Item>
            </Descriptions>
            {o.problem ? <Alert type="warning" showIcon message={o.problem[lang]} /> : null}
          </>
        ) : (
          <Alert type="info" showIcon message={ct('codeHint')} />
        )}
        <Form<Values> layout="vertical" name="derate-claim" onFinish={(v) => claim.mutate(v)}>
          {!t && (
            <Form.Item
              name="code"
              label={ct('code')}
              rules={[{ required: true, whitespace: true, message: ct('codeRequired') }]}
            >
              <Input maxLength={32} autoComplete="off" />
            </Form.Item>
          )}
          <Form.Item
            name="plateNumber"
            label={ct('plate')}
            extra={o ? ct('inParkHint') : undefined}
            rules={[{ required: true, whitespace: true, message: ct('plateRequired') }]}
          >
            <Input maxLength={10} placeholder={ct('platePlaceholder')} autoComplete="off" />
          </Form.Item>
          {claim.error ? (
            <Alert type="error" showIcon message={claim.error.message} style={{ marginBottom: 16 }} />
          ) : null}
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            block
            loading={claim.isPending}
            disabled={o?.claimable === false}
          >
            {ct('submit')}
          </Button>
        </Form>
      </>
    );
  }
  return (
    <div className="derate-claim-page">
      <Card title={ct('title')} className="derate-claim-card">
        {body}
      </Card>
    </div>
  );
}
