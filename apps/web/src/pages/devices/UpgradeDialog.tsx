import { deviceType, enabledState, firmwareTypeOfKind } from '@parking/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { ApiError, get, request, updown } from '../../api/client';
import type { RowDialogProps } from '../../crud/row-actions';
import { dv } from './device-text';

type Version = { id: number; versionName: string; versionCode: number };
type Outcome = { ok: true; commandId: number } | { ok: false; message: string };

/**
 * Sends one device a firmware release made for its type, with the operator's reason, and waits for the
 * device's answer: acknowledged, or why not (failed, timed out). A wired device of the register goes through
 * `door/wireDevice/upgradeDevice`, a wireless one through `noWireDeviceInfo/upgrade`.
 */
export default function UpgradeDialog({ row, onClose, onDone }: RowDialogProps) {
  const wireless = row.deviceKind === undefined;
  const type = wireless ? Number(row.deviceType) : firmwareTypeOfKind[Number(row.deviceKind)];
  const device = String(row.deviceName || row.deviceCode || row.sn);
  const [form] = Form.useForm<{ versionId: number; reason: string }>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const versions = useQuery({
    queryKey: ['firmware-for', type],
    queryFn: async () =>
      (
        await get<{ data: Version[] }>(updown('noWireVersions/list'), {
          deviceType: type ?? deviceType.values.plateCamera,
          state: enabledState.values.enabled,
          size: 100,
          sort: '-id',
        })
      ).data,
  });

  const send = async ({ versionId, reason }: { versionId: number; reason?: string }) => {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await request<{ commandId: number } | { commandId: number }[]>(
        'POST',
        updown(wireless ? 'noWireDeviceInfo/upgrade' : 'door/wireDevice/upgradeDevice'),
        { query: { ids: String(row.id), versionId, reason: reason?.trim() || undefined }, silent: true },
      );
      const first = Array.isArray(answer) ? answer[0] : answer;
      setOutcome({ ok: true, commandId: first?.commandId ?? 0 });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setOutcome({ ok: false, message: err.message });
    } finally {
      setBusy(false);
    }
  };

  // the list is read again once a device acknowledged: it may show the new firmware
  const close = outcome?.ok ? onDone : onClose;
  const options = (versions.data ?? []).map((v) => ({ value: v.id, label: `${v.versionName} (${v.versionCode})` }));
  return (
    <Modal
      open
      title={dv('upgradeTitle', { device })}
      onCancel={close}
      destroyOnHidden
      maskClosable={!busy}
      footer={[
        <Button key="close" onClick={close}>
          {dv('close')}
        </Button>,
        <Button
          key="send"
          id="upgrade-send"
          type="primary"
          loading={busy}
          disabled={!options.length}
          onClick={() => form.submit()}
        >
          {dv('sendUpgrade')}
        </Button>,
      ]}
    >
      {versions.isSuccess && !options.length && <Alert type="warning" showIcon message={dv('noFirmware')} />}
      <Form form={form} layout="vertical" onFinish={send} disabled={busy}>
        <Form.Item
          name="versionId"
          label={dv('firmware')}
          rules={[{ required: true, message: dv('firmwareRequired') }]}
        >
          <Select id="upgrade-version" options={options} loading={versions.isLoading} />
        </Form.Item>
        <Form.Item name="reason" label={dv('upgradeReason')}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
      {busy && <Alert type="info" showIcon message={dv('waiting')} />}
      {outcome?.ok && <Alert type="success" showIcon message={dv('upgraded', { id: outcome.commandId })} />}
      {outcome && !outcome.ok && <Alert type="error" showIcon message={dv('notUpgraded', { why: outcome.message })} />}
    </Modal>
  );
}
