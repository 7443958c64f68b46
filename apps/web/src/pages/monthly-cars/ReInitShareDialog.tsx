import { useQuery } from '@tanstack/react-query';
import { App, DatePicker, Form, Modal, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/client';
import { refOptions } from '../../crud/ref-options';

type Props = { onClose: () => void; onDone: () => void };
type Values = { parkId: number; period: [Dayjs, Dayjs] };
type Answer = { groups: number; changed: number };

const stamp = 'YYYY-MM-DD HH:mm:ss';

/** Asks for a park and a period, then re-aligns that park's share groups (parkMonth/reInitShare). */
export function ReInitShareDialog({ onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const parks = useQuery({ queryKey: ['reinit-share-parks'], queryFn: () => refOptions('basePark') });

  const run = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const [from, to] = v.period;
      const done = await post<Answer>('/api/updown/parkMonth/reInitShare', {
        parkId: v.parkId,
        startTime: from.startOf('day').format(stamp),
        endTime: to.endOf('day').format(stamp),
      });
      message.success(t('pass.reInitDone', done));
      onDone();
    } catch {
      // the client has already shown why
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('pass.reInitTitle')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ id: 'reinit-confirm', danger: true }}
      confirmLoading={saving}
      onOk={run}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('pass.reInitHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item name="parkId" label={t('pass.reInitPark')} rules={[{ required: true }]}>
          <Select id="reinit-park" showSearch optionFilterProp="label" options={parks.data ?? []} />
        </Form.Item>
        <Form.Item name="period" label={t('pass.reInitPeriod')} rules={[{ required: true }]}>
          <DatePicker.RangePicker id="reinit-period" style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
