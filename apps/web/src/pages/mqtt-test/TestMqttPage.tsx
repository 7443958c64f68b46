import type { Lang } from '@parking/resources';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../app/feedback';
import { type BusMessage, fetchDevices, fetchMessages, publishTest, type TestCommand } from './mqtt-test-api';
import { mqttTestText } from './mqtt-test-text';

const keep = 500;
const wayColor = { up: 'blue', down: 'orange', reply: 'green', presence: 'default' } as const;

/**
 * Follows the bus's messages with long polls: each ask waits on the server until a newer message of the
 * user's devices arrives, so a message shows as soon as it is published.
 */
function useLiveMessages(deviceCode: string | undefined, live: boolean) {
  const [messages, setMessages] = useState<BusMessage[]>([]);
  const [noBus, setNoBus] = useState(false);
  useEffect(() => {
    setMessages([]);
    if (!live) return;
    let stopped = false;
    void (async () => {
      let after: number | undefined;
      while (!stopped) {
        try {
          const page = await fetchMessages({ deviceCode, after, wait: after === undefined ? 0 : 20 });
          if (stopped) return;
          setNoBus(false);
          after = page.last;
          if (page.messages.length) setMessages((m) => [...page.messages.reverse(), ...m].slice(0, keep));
        } catch {
          if (stopped) return;
          setNoBus(true);
          await new Promise((r) => setTimeout(r, 3_000));
        }
      }
    })();
    return () => {
      stopped = true;
    };
  }, [deviceCode, live]);
  return { messages, clear: () => setMessages([]), noBus };
}

/** /test/testMqtt: the messages devices publish and the commands the server sends them, live. */
export default function TestMqttPage() {
  const { i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const w = mqttTestText(lang);
  const [deviceCode, setDeviceCode] = useState<string | undefined>();
  const [live, setLive] = useState(true);
  const devices = useQuery({ queryKey: ['testMqtt', 'devices'], queryFn: fetchDevices });
  const { messages, clear, noBus } = useLiveMessages(deviceCode, live);
  const [form] = Form.useForm<Omit<TestCommand, 'deviceCode'>>();
  const command = Form.useWatch('command', form);
  const send = useMutation({
    mutationFn: (c: TestCommand) => publishTest(c),
    onSuccess: () => void toast()?.success(w.sent),
  });
  return (
    <Card
      className="mqtt-test-page"
      title={w.title}
      extra={
        <Space>
          <Select
            className="mqtt-test-device"
            style={{ minWidth: 260 }}
            showSearch
            allowClear
            placeholder={w.allDevices}
            value={deviceCode}
            onChange={(v) => setDeviceCode(v)}
            loading={devices.isLoading}
            options={(devices.data ?? []).map((d) => ({
              value: d.deviceCode,
              label: d.deviceName ? `${d.deviceCode} · ${d.deviceName}` : d.deviceCode,
            }))}
            aria-label={w.device}
          />
          <Switch checked={live} onChange={setLive} checkedChildren={w.live} unCheckedChildren={w.paused} />
          <Button onClick={clear}>{w.clear}</Button>
        </Space>
      }
    >
      {noBus && <Alert type="warning" showIcon message={w.noBus} style={{ marginBottom: 12 }} />}
      <Table<BusMessage>
        className="mqtt-test-messages"
        size="small"
        rowKey="seq"
        dataSource={messages}
        pagination={{ pageSize: 50, showSizeChanger: false }}
        locale={{ emptyText: w.empty }}
        expandable={{
          expandedRowRender: (m) => (
            <Typography.Paragraph>
              <Typography.Text type="secondary">{m.topic}</Typography.Text>
              <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{JSON.stringify(m.payload, null, 2)}</pre>
            </Typography.Paragraph>
          ),
          rowExpandable: (m) => m.payload !== null,
        }}
        columns={[
          { title: w.time, dataIndex: 'at', width: 170 },
          { title: w.device, dataIndex: 'deviceCode', width: 200 },
          {
            title: w.way,
            dataIndex: 'way',
            width: 90,
            render: (_, m) => <Tag color={wayColor[m.way]}>{w[m.way]}</Tag>,
          },
          { title: w.name, dataIndex: 'name', width: 160 },
          { title: w.detail, dataIndex: 'detail' },
        ]}
      />
      <Card type="inner" size="small" title={w.send} style={{ marginTop: 16 }}>
        {!deviceCode ? (
          <Typography.Text type="secondary">{w.chooseDevice}</Typography.Text>
        ) : (
          <Form
            form={form}
            layout="inline"
            initialValues={{ command: 'gpio_out' }}
            onFinish={(v) => send.mutate({ ...v, deviceCode })}
          >
            <Form.Item name="command" label={w.command}>
              <Select
                style={{ width: 240 }}
                options={[
                  { value: 'gpio_out', label: w.gpioOut },
                  { value: 'serial_data', label: w.serialData },
                  { value: 'set_time', label: w.setTime },
                ]}
              />
            </Form.Item>
            {command === 'serial_data' && (
              <>
                <Form.Item name="text" label={w.text}>
                  <Input.TextArea rows={2} style={{ width: 240 }} />
                </Form.Item>
                <Form.Item name="voice" label={w.voice}>
                  <Input style={{ width: 200 }} />
                </Form.Item>
              </>
            )}
            <Form.Item>
              <Button type="primary" htmlType="submit" loading={send.isPending}>
                {w.send}
              </Button>
            </Form.Item>
          </Form>
        )}
      </Card>
    </Card>
  );
}
