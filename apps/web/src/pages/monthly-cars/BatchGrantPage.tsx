import { ProCard } from '@ant-design/pro-components';
import { type DictValue, type Lang, passKind, payWay } from '@parking/resources';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/client';
import { refOptions } from '../../crud/ref-options';
import type { Row } from '../../crud/resource-api';
import { usePermissions } from '../../shell/shell-queries';
import { fenOfYuan, YuanInput, yuanRule } from '../traffic/yuan-amount';

type Values = {
  parkId: number;
  plates: string;
  passKind: DictValue<typeof passKind>;
  monthNum: number;
  monthlyFee: number;
  payWay: DictValue<typeof payWay>;
};

/** Grants passes to many plates of one park at once, each from today for the same months. */
export default function BatchGrantPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { message } = App.useApp();
  const { can } = usePermissions();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [granted, setGranted] = useState<Row[]>([]);
  const parks = useQuery({ queryKey: ['batch-grant-parks'], queryFn: () => refOptions('basePark') });
  const options = (items: { value: number | string; label: { zh: string; en: string } }[]) =>
    items.map((i) => ({ value: i.value, label: i.label[lang] }));

  const grant = async (v: Values) => {
    setSaving(true);
    try {
      const made = await post<{ total: number; data: Row[] }>('/api/updown/parkMonth/batchParkMonthCard', {
        ...v,
        monthlyFee: fenOfYuan(v.monthlyFee, t('pass.monthlyFee')),
      });
      message.success(t('pass.granted', { count: made.total }));
      setGranted(made.data);
      form.resetFields(['plates']);
    } catch {
      // the client has already shown why
    } finally {
      setSaving(false);
    }
  };

  return (
    <ProCard direction="column" gutter={[0, 16]}>
      <ProCard title={t('pages.batchGrant')} bordered>
        <Form
          form={form}
          layout="vertical"
          style={{ maxWidth: 560 }}
          initialValues={{
            passKind: passKind.values.monthly,
            monthNum: 1,
            monthlyFee: 300,
            payWay: payWay.values.cash,
          }}
          onFinish={grant}
        >
          <Form.Item name="parkId" label={t('pass.park')} rules={[{ required: true }]}>
            <Select showSearch optionFilterProp="label" options={parks.data ?? []} loading={parks.isLoading} />
          </Form.Item>
          <Form.Item name="plates" label={t('pass.plates')} extra={t('pass.platesHelp')} rules={[{ required: true }]}>
            <Input.TextArea rows={5} />
          </Form.Item>
          <Form.Item name="passKind" label={t('pass.kind')}>
            <Select options={options(passKind.items)} />
          </Form.Item>
          <Form.Item name="monthNum" label={t('pass.months')}>
            <InputNumber min={1} max={120} />
          </Form.Item>
          <Form.Item name="monthlyFee" label={t('pass.monthlyFee')} rules={[yuanRule(t('pass.monthlyFee'))]}>
            <YuanInput id="batch-grant-fee" min={0} max={100000} />
          </Form.Item>
          <Form.Item name="payWay" label={t('pass.payWay')}>
            <Select options={options(payWay.items)} />
          </Form.Item>
          {can('parkMonth:add') && (
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('pass.grant')}
            </Button>
          )}
        </Form>
      </ProCard>
      {granted.length > 0 && (
        <ProCard bordered>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={granted}
            columns={[
              { title: t('pass.plates'), dataIndex: 'plateNumber' },
              { title: t('pass.currentEnd'), dataIndex: 'endTime' },
            ]}
          />
        </ProCard>
      )}
    </ProCard>
  );
}
