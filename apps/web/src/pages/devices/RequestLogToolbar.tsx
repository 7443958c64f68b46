import { FileSearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { request, updown } from '../../api/client';
import { FormDialog } from '../../crud/FormDialog';
import type { ListExtensionProps } from '../../crud/list-extensions';
import { refOptions } from '../../crud/ref-options';
import { usePermissions } from '../../shell/shell-queries';
import { dv } from './device-text';

type Values = { parkId: number; deviceId: number; hours: number; reason?: string };

const hourChoices = [1, 6, 24, 72, 168];

/**
 * 请求日志: the engineer picks a park, then one of its devices, and how far back; the device is asked over
 * the device bus and the dialog closes once it acknowledged. The file shows in the list when it arrives.
 */
function RequestLogDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const parkId = Form.useWatch('parkId', form);
  const parks = useQuery({ queryKey: ['log-parks'], queryFn: () => refOptions('basePark') });
  const devices = useQuery({
    queryKey: ['log-devices', parkId],
    enabled: parkId != null,
    queryFn: () => refOptions('gateDevice', { parkId: Number(parkId) }),
  });
  return (
    <FormDialog<Values>
      title={dv('askLogTitle')}
      name="device-log"
      form={form}
      initialValues={{ hours: 24 }}
      okButtonProps={{ id: 'device-log-send' }}
      onClose={onClose}
      onDone={onDone}
      send={async ({ deviceId, hours, reason }) => {
        const done = await request<{ logId: number; commandId: number }>('POST', updown('deviceLog/request'), {
          query: { deviceId, hours, reason: reason?.trim() || undefined },
        });
        return dv('logAsked', { id: done.logId });
      }}
      before={<Typography.Paragraph type="secondary">{dv('askLogHint')}</Typography.Paragraph>}
    >
      <Form.Item name="parkId" label={dv('park')} rules={[{ required: true, message: dv('parkRequired') }]}>
        <Select
          id="device-log-park"
          showSearch
          optionFilterProp="label"
          options={parks.data ?? []}
          onChange={() => form.setFieldValue('deviceId', undefined)}
        />
      </Form.Item>
      <Form.Item name="deviceId" label={dv('device')} rules={[{ required: true, message: dv('deviceRequired') }]}>
        <Select
          id="device-log-device"
          showSearch
          optionFilterProp="label"
          disabled={parkId == null}
          loading={devices.isFetching}
          options={devices.data ?? []}
        />
      </Form.Item>
      <Form.Item name="hours" label={dv('logHours')} rules={[{ required: true }]}>
        <Select id="device-log-hours" options={hourChoices.map((h) => ({ value: h, label: dv('hours', { n: h }) }))} />
      </Form.Item>
      <Form.Item name="reason" label={dv('logReason')}>
        <Input id="device-log-reason" maxLength={200} />
      </Form.Item>
    </FormDialog>
  );
}

export default function RequestLogToolbar({ reload }: ListExtensionProps) {
  const { can } = usePermissions();
  const [open, setOpen] = useState(false);
  if (!can('deviceLog:request')) return null;
  return (
    <>
      <Button id="device-log-ask" type="primary" icon={<FileSearchOutlined />} onClick={() => setOpen(true)}>
        {dv('askLog')}
      </Button>
      {open && (
        <RequestLogDialog
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            reload();
            // the device sends the file just after it acknowledged: show it when it has come
            setTimeout(reload, 2000);
          }}
        />
      )}
    </>
  );
}
