import { DownloadOutlined, LoginOutlined, SearchOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Form, Modal, Select, Space, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { post, type Query, updown } from '../../../api/client';
import { moneyText } from '../../../crud/money';
import { exportReport, fetchOptions, fetchParks, fetchReport, type Row } from './roadside-report-api';
import { roadsideText as t } from './roadside-report-text';

const range = (d: [Dayjs, Dayjs]) => ({
  startedAtStart: d[0].format('YYYY-MM-DD 00:00:00'),
  startedAtEnd: d[1].format('YYYY-MM-DD 23:59:59'),
});

function StartDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ parkId: number; boxId?: number; sectionId?: number }>();
  const parkId = Form.useWatch('parkId', form);
  const parks = useQuery({ queryKey: ['shiftParks'], queryFn: () => fetchParks(false), enabled: open });
  const boxes = useQuery({
    queryKey: ['shiftBoxes', parkId],
    queryFn: () => fetchOptions('baseParkBox/list', { parkId }, 'boxName'),
    enabled: open && parkId != null,
  });
  const sections = useQuery({
    queryKey: ['shiftSections', parkId],
    queryFn: () => fetchOptions('curbPark/area/list', { parkId }, 'sectionName'),
    enabled: open && parkId != null,
  });
  const start = useMutation({
    mutationFn: (v: Row) => post(updown('parkChangeshiftrecord/start'), v),
    onSuccess: () => {
      message.success(t('started'));
      void queryClient.invalidateQueries({ queryKey: ['shifts'] });
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title={t('startShift')}
      onCancel={onClose}
      confirmLoading={start.isPending}
      onOk={async () => start.mutate(await form.validateFields())}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="parkId" label={t('park')} rules={[{ required: true }]}>
          <Select showSearch optionFilterProp="label" options={parks.data ?? []} />
        </Form.Item>
        <Form.Item name="boxId" label={t('booth')}>
          <Select allowClear options={boxes.data ?? []} />
        </Form.Item>
        <Form.Item name="sectionId" label={t('section')} extra={t('wholePark')}>
          <Select allowClear options={sections.data ?? []} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function HandOverDialog({ shift, onClose }: { shift: Row | null; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ handedTo?: number }>();
  const users = useQuery({
    queryKey: ['shiftUsers'],
    queryFn: () => fetchOptions('sysuser/list', {}, 'realName'),
    enabled: shift != null,
  });
  const handOver = useMutation({
    mutationFn: (v: Row) => post(updown('parkChangeshiftrecord/handOver'), { id: shift?.id, ...v }),
    onSuccess: () => {
      message.success(t('handed'));
      void queryClient.invalidateQueries({ queryKey: ['shifts'] });
      onClose();
    },
  });
  return (
    <Modal
      open={shift != null}
      title={t('handOver')}
      onCancel={onClose}
      confirmLoading={handOver.isPending}
      onOk={async () => handOver.mutate(await form.validateFields())}
      destroyOnHidden
    >
      <p>{t('handOverTitle')}</p>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="handedTo" label={t('handedTo')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            options={(users.data ?? []).filter((u) => u.value !== shift?.operatorId)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Operators' shifts: who was on duty where, what they took, and the start and hand-over of a shift. */
export function ShiftPage() {
  const { message } = App.useApp();
  const [parkId, setParkId] = useState<number>();
  const [days, setDays] = useState<[Dayjs, Dayjs]>([dayjs().subtract(6, 'day'), dayjs()]);
  const [paging, setPaging] = useState({ current: 1, size: 20 });
  const [starting, setStarting] = useState(false);
  const [handing, setHanding] = useState<Row | null>(null);
  const [exporting, setExporting] = useState(false);
  const parks = useQuery({ queryKey: ['shiftParks'], queryFn: () => fetchParks(false), staleTime: 60_000 });
  const query: Query = { parkId, ...range(days) };
  const shifts = useQuery({
    queryKey: ['shifts', query, paging],
    queryFn: () => fetchReport('parkChangeshiftrecord/list', { ...query, ...paging }),
  });
  const money = (key: string, word: Parameters<typeof t>[0]) => ({
    title: t(word),
    dataIndex: key,
    align: 'right' as const,
    render: (v: unknown) => moneyText(Number(v ?? 0)),
  });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('allParks')}
            style={{ width: 220 }}
            options={parks.data ?? []}
            value={parkId}
            onChange={setParkId}
          />
          <DatePicker.RangePicker
            allowClear={false}
            value={days}
            onChange={(v) => {
              if (v?.[0] && v[1]) setDays([v[0], v[1]]);
            }}
          />
          <Button type="primary" icon={<SearchOutlined />} onClick={() => void shifts.refetch()}>
            {t('search')}
          </Button>
          <Button icon={<LoginOutlined />} onClick={() => setStarting(true)}>
            {t('startShift')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            onClick={async () => {
              setExporting(true);
              try {
                if (!(await exportReport('parkChangeshiftrecord/export', query, t('operator'))))
                  message.info(t('exportBackground'));
              } finally {
                setExporting(false);
              }
            }}
          >
            {t('export')}
          </Button>
          <span style={{ color: '#888' }}>{t('liveNote')}</span>
        </Space>
      </Card>
      <Table<Row>
        size="small"
        bordered
        rowKey={(r) => String(r.id)}
        loading={shifts.isFetching}
        dataSource={shifts.data?.data ?? []}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('park'), dataIndex: 'parkName' },
          {
            title: t('place'),
            render: (_, r) => String(r.boxName ?? r.sectionName ?? t('wholePark')),
          },
          { title: t('operator'), dataIndex: 'operatorName' },
          { title: t('startedAt'), dataIndex: 'startedAt' },
          {
            title: t('endedAt'),
            dataIndex: 'endedAt',
            render: (v: unknown) => (v ? String(v) : <Tag color="green">{t('onShift')}</Tag>),
          },
          money('cashAmount', 'cashTaken'),
          money('onlineAmount', 'onlineTaken'),
          money('totalAmount', 'total'),
          { title: t('exits'), dataIndex: 'exitCount', align: 'right' },
          { title: t('handedTo'), dataIndex: 'handedToName' },
          {
            title: t('actions'),
            render: (_, r) =>
              r.open ? (
                <Button size="small" type="link" onClick={() => setHanding(r)}>
                  {t('handOver')}
                </Button>
              ) : null,
          },
        ]}
        pagination={{
          current: paging.current,
          pageSize: paging.size,
          total: shifts.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (n) => `${t('total')} ${n}`,
          onChange: (current, size) => setPaging({ current, size }),
        }}
      />
      <StartDialog open={starting} onClose={() => setStarting(false)} />
      <HandOverDialog shift={handing} onClose={() => setHanding(null)} />
    </Space>
  );
}
