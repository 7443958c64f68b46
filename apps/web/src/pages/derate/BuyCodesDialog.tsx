import { derateCodeKind } from '@parking/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Form, InputNumber, Select } from 'antd';
import { useEffect } from 'react';
import { saveFile } from '../../api/client';
import { FormDialog } from '../../crud/FormDialog';
import { moneyText, yuanText } from '../../crud/money';
import type { RowDialogProps } from '../../crud/row-actions';
import { pick } from '../../i18n';
import { buyableOf, buyCodes, buyRulesOf, downloadBatch } from './derate-api';
import { useTexts } from './derate-text';

type Values = { buyRuleId: number; count: number };

/**
 * Buys codes of a derate for its merchant: the operator picks a purchase rule and a count, sees the total in
 * yuan and how many the merchant's balance allows; printed codes download as a zip once bought.
 */
export default function BuyCodesDialog({ row, onClose, onDone }: RowDialogProps) {
  const tx = useTexts();
  const [form] = Form.useForm<Values>();
  const derateId = Number(row.id);
  const rules = useQuery({ queryKey: ['derate-buy-rules', derateId], queryFn: () => buyRulesOf(derateId) });
  const ruleId = Form.useWatch('buyRuleId', form);
  const count = Form.useWatch('count', form) ?? 0;
  const buyable = useQuery({
    queryKey: ['derate-buyable', ruleId],
    queryFn: () => buyableOf(ruleId as number),
    enabled: ruleId !== undefined,
  });
  const b = buyable.data;
  const first = rules.data?.[0]?.id;
  useEffect(() => {
    if (first !== undefined && form.getFieldValue('buyRuleId') === undefined) form.setFieldValue('buyRuleId', first);
  }, [first, form]);

  return (
    <FormDialog<Values>
      title={tx('buyTitle', { name: String(row.derateName) })}
      name="derate-buy"
      form={form}
      initialValues={{ count: 1 }}
      okButtonProps={{ id: 'derate-buy-confirm', disabled: !b || b.allowed < 1 }}
      onClose={onClose}
      onDone={onDone}
      send={async (values) => {
        const done = await buyCodes(Number(row.sellerId), values.buyRuleId, values.count);
        if (done.codeKind === derateCodeKind.values.dynamic) return tx('boughtDynamic', { count: done.count });
        saveFile(await downloadBatch(done.batchId));
        return tx('bought', { count: done.count, total: yuanText(done.total) });
      }}
      before={
        rules.data && rules.data.length === 0 ? <Alert type="warning" showIcon message={tx('noBuyRule')} /> : null
      }
    >
      {rules.data && (
        <Form.Item name="buyRuleId" label={tx('buyRule')} rules={[{ required: true, message: tx('buyRuleRequired') }]}>
          <Select
            id="derate-buy-rule"
            options={rules.data.map((r) => ({
              value: r.id,
              label: `${r.ruleName}（${pick(derateCodeKind.items.find((i) => i.value === r.codeKind)?.label)}）`,
            }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="count"
        label={tx('count')}
        extra={b ? tx('range', { min: b.minCount, max: b.maxCount }) : undefined}
        rules={[{ required: true, message: tx('countRequired') }]}
      >
        <InputNumber id="derate-buy-count" min={1} max={b?.maxCount ?? 1000} precision={0} style={{ width: 160 }} />
      </Form.Item>
      {b && (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={tx('price')}>
            {b.byMinutes ? tx('priceMinutes', { minutes: b.unitMinutes }) : moneyText(b.price)}
          </Descriptions.Item>
          <Descriptions.Item label={tx('total')}>
            <strong id="derate-buy-total">
              {b.byMinutes ? `${b.unitMinutes * count}` : moneyText(b.price * count)}
            </strong>
          </Descriptions.Item>
          <Descriptions.Item label={b.byMinutes ? tx('minutesLeft') : tx('balance')}>
            {b.byMinutes ? b.minutesBalance : moneyText(b.balance)}
          </Descriptions.Item>
          <Descriptions.Item label={tx('allowed')}>
            <span id="derate-buy-allowed">{tx('allowedCount', { count: b.allowed })}</span>
          </Descriptions.Item>
        </Descriptions>
      )}
      {buyable.error && <Alert type="error" showIcon message={buyable.error.message} />}
    </FormDialog>
  );
}
