import { useQuery } from '@tanstack/react-query';
import { Form, Select, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { FormDialog } from '../../crud/FormDialog';
import type { RowDialogProps } from '../../crud/row-actions';
import { grantRuleParks, ruleParks } from './coupon-api';
import { cw } from './coupon-text';

type Values = { parkIds: number[] };

/** Chooses the parks of the rule's company where its coupons hold. */
export default function GrantParksDialog({ row, onClose, onDone }: RowDialogProps) {
  const [form] = Form.useForm<Values>();
  const parks = useQuery({ queryKey: ['coupon-rule-parks', row.id], queryFn: () => ruleParks(row.id), gcTime: 0 });
  useEffect(() => {
    if (parks.data) form.setFieldsValue({ parkIds: parks.data.filter((p) => p.selected).map((p) => p.parkId) });
  }, [parks.data, form]);

  return (
    <FormDialog<Values>
      title={cw('parksTitle', { rule: String(row.ruleName ?? '') })}
      name="rule-parks"
      form={form}
      okButtonProps={{ id: 'rule-parks-confirm', disabled: !parks.data }}
      onClose={onClose}
      onDone={onDone}
      send={async (values) => {
        await grantRuleParks(row.id, values.parkIds);
        return cw('parksSaved');
      }}
      before={<Typography.Paragraph type="secondary">{cw('parksHint')}</Typography.Paragraph>}
    >
      {parks.data ? (
        <Form.Item name="parkIds" label={cw('parks')} rules={[{ required: true, message: cw('parksRequired') }]}>
          <Select
            id="rule-park-ids"
            mode="multiple"
            allowClear
            showSearch
            optionFilterProp="label"
            options={parks.data.map((p) => ({ value: p.parkId, label: p.parkName }))}
          />
        </Form.Item>
      ) : (
        <Skeleton active paragraph={{ rows: 1 }} />
      )}
    </FormDialog>
  );
}
