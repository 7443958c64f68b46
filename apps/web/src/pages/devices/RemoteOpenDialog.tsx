import { deviceCommandState } from '@parking/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Form, Input, Modal, Steps } from 'antd';
import { useState } from 'react';
import type { RowDialogProps } from '../../crud/row-actions';
import { pick } from '../../i18n';
import { type CommandRow, latestCommands, type OpenOutcome, remoteOpen } from './device-command-api';
import { dv } from './device-text';

const states = deviceCommandState.values;
const stateLabel = (state: number) => pick(deviceCommandState.items.find((i) => i.value === state)?.label ?? null);
const pollMs = 400;

type Sending = { after: number; reason: string };

/** The steps a command goes through, the last one the outcome it reached (or is waiting for). */
function CommandSteps({ command, outcome }: { command: CommandRow | undefined; outcome: OpenOutcome | null }) {
  const state = command?.state ?? states.queued;
  const settled = state === states.acknowledged || state === states.failed || state === states.timedOut;
  const current = settled ? 2 : state === states.sent ? 1 : 0;
  const last = state === states.timedOut ? dv('timedOut') : state === states.failed ? dv('failed') : dv('acknowledged');
  const status =
    !settled && !outcome ? 'process' : state === states.acknowledged ? 'finish' : settled ? 'error' : 'process';
  return (
    <Steps
      className="remote-open-steps"
      size="small"
      current={current}
      status={status}
      items={[{ title: dv('queued') }, { title: dv('sent') }, { title: last }]}
    />
  );
}

/**
 * Opens a camera's barrier from the device page: the operator gives a reason, the command is sent, and its
 * state is shown as it moves (queued, sent, then acknowledged, failed or timed out) until the device
 * answered or the time ran out; never "done" before the device said so.
 */
export default function RemoteOpenDialog({ row, onClose }: RowDialogProps) {
  const deviceId = Number(row.id);
  const device = String(row.deviceName || row.deviceCode);
  const [form] = Form.useForm<{ reason: string }>();
  const [sending, setSending] = useState<Sending | null>(null);
  const [outcome, setOutcome] = useState<OpenOutcome | null>(null);

  const command = useQuery({
    queryKey: ['remote-open-command', deviceId, sending?.after],
    enabled: sending !== null,
    queryFn: async () => (await latestCommands(deviceId)).find((c) => c.id > (sending?.after ?? 0)) ?? null,
    refetchInterval: outcome ? false : pollMs,
  });

  const send = async ({ reason }: { reason: string }) => {
    const [newest] = await latestCommands(deviceId, 1);
    setOutcome(null);
    setSending({ after: newest?.id ?? 0, reason });
    const ended = await remoteOpen(String(row.deviceCode), reason.trim());
    setOutcome(ended);
    await command.refetch();
  };

  const shown = command.data ?? undefined;
  const pending = sending !== null && outcome === null;
  return (
    <Modal
      open
      title={dv('remoteOpenTitle', { device })}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={!pending}
      footer={[
        <Button key="close" onClick={onClose}>
          {dv('close')}
        </Button>,
        <Button
          key="send"
          id="remote-open-send"
          type="primary"
          danger
          loading={pending}
          disabled={outcome?.ok === true}
          onClick={() => form.submit()}
        >
          {dv('send')}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" onFinish={send} disabled={pending || outcome?.ok === true}>
        <Form.Item
          name="reason"
          label={dv('reason')}
          rules={[{ required: true, whitespace: true, message: dv('reasonRequired') }, { max: 200 }]}
        >
          <Input.TextArea id="remote-open-reason" rows={2} maxLength={200} placeholder={dv('reasonHint')} />
        </Form.Item>
      </Form>
      {sending && (
        <div className="remote-open-progress">
          <CommandSteps command={shown} outcome={outcome} />
          {shown && (
            <Descriptions column={2} size="small" style={{ marginTop: 12 }}>
              <Descriptions.Item label={dv('commandNo')}>{shown.id}</Descriptions.Item>
              <Descriptions.Item label={pick({ zh: '状态', en: 'State' })}>{stateLabel(shown.state)}</Descriptions.Item>
            </Descriptions>
          )}
          <OutcomeNote outcome={outcome} command={shown} />
        </div>
      )}
    </Modal>
  );
}

function OutcomeNote({ outcome, command }: { outcome: OpenOutcome | null; command: CommandRow | undefined }) {
  if (!outcome) return <Alert type="info" showIcon message={dv('waiting')} />;
  if (outcome.ok) {
    return (
      <Alert
        className="remote-open-outcome"
        type="success"
        showIcon
        message={dv('doneOpen', { id: outcome.commandId })}
      />
    );
  }
  const why = command?.result || outcome.message;
  const message = command ? dv('notDone', { id: command.id, why }) : dv('notSent', { why });
  return <Alert className="remote-open-outcome" type="error" showIcon message={message} />;
}
