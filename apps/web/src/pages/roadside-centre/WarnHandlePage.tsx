import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { deviceKind, warnDealState, warnLevel, warnType } from '@parking/resources';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Form, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { Query } from '../../api/client';
import { pick } from '../../i18n';
import { usePermissions } from '../../shell/shell-queries';
import { fetchParks } from '../reports/roadside/roadside-report-api';
import { dealWarning, fetchWarnings, type Warning, warningToWork } from './centre-api';
import { centreText as t } from './centre-text';

type Filters = {
  parkId?: number;
  deviceKind?: number;
  warnType?: number;
  level?: number;
  dealState?: 'open' | 'dealt' | 'toWork';
  range?: [Dayjs, Dayjs] | null;
};

const optionsOf = (items: { value: number; label: { zh: string; en: string } }[]) =>
  items.map((i) => ({ value: i.value, label: pick(i.label) }));

const levelColor = (level: number | null) =>
  level === warnLevel.values.critical ? 'red' : level === warnLevel.values.warning ? 'orange' : 'blue';

const toQuery = (f: Filters): Query => ({
  parkId: f.parkId,
  deviceKind: f.deviceKind,
  warnType: f.warnType,
  level: f.level,
  dealState: f.dealState,
  startTime: f.range?.[0]?.format('YYYY-MM-DD'),
  endTime: f.range?.[1]?.format('YYYY-MM-DD'),
});

/** What an operator does about a warning: marks it handled with a note, or makes it a work order. */
function ActDialog({ warning, act, onClose }: { warning: Warning | null; act: 'deal' | 'work'; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ remark?: string; title?: string }>();
  const run = useMutation({
    mutationFn: async (v: { remark?: string; title?: string }) => {
      if (!warning) return null;
      if (act === 'deal') return dealWarning(warning.id, v.remark?.trim() ?? '');
      return warningToWork(warning.id, { title: v.title?.trim() || undefined, remark: v.remark?.trim() || undefined });
    },
    onSuccess: (answer) => {
      message.success(
        act === 'deal' ? t('handled') : t('workMade', { id: (answer as { id?: number } | null)?.id ?? '' }),
      );
      void queryClient.invalidateQueries({ queryKey: ['rdoperations'] });
      onClose();
    },
  });
  return (
    <Modal
      open={warning != null}
      title={act === 'deal' ? t('handleTitle') : t('toWorkTitle')}
      onCancel={onClose}
      confirmLoading={run.isPending}
      onOk={async () => run.mutate(await form.validateFields())}
      destroyOnHidden
    >
      {warning && (
        <Typography.Paragraph type="secondary">
          {warning.parkName} · {warning.title}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" preserve={false} initialValues={{ title: warning?.title }}>
        {act === 'work' && (
          <Form.Item name="title" label={t('workTitle')} rules={[{ max: 200 }]}>
            <Input maxLength={200} />
          </Form.Item>
        )}
        <Form.Item
          name="remark"
          label={t('remark')}
          rules={[{ required: act === 'deal', whitespace: true }, { max: 500 }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount placeholder={t('remarkPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * /rdoperationscenter/warn: the warnings about the roadside parks with the device each is about, filtered by
 * park, device kind, type, level, handling and time; handled with a note, or made a work order.
 */
export function WarnHandlePage() {
  const { can } = usePermissions();
  const parks = useQuery({ queryKey: ['centreParks'], queryFn: () => fetchParks(true), staleTime: 60_000 });
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({ dealState: 'open' });
  const [paging, setPaging] = useState({ current: 1, size: 20 });
  const [acting, setActing] = useState<{ warning: Warning; act: 'deal' | 'work' } | null>(null);
  const list = useQuery({
    queryKey: ['rdoperations', 'warnList', filters, paging],
    queryFn: () => fetchWarnings({ ...toQuery(filters), ...paging }),
  });
  const search = (v: Filters) => {
    setFilters(v);
    setPaging((p) => ({ ...p, current: 1 }));
  };
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} className="rd-warn-handle">
      <Card size="small">
        <Form form={form} layout="inline" initialValues={{ dealState: 'open' }} onFinish={search}>
          <Form.Item name="parkId" label={t('park')}>
            <Select allowClear showSearch optionFilterProp="label" style={{ width: 200 }} options={parks.data ?? []} />
          </Form.Item>
          <Form.Item name="deviceKind" label={t('device')}>
            <Select allowClear style={{ width: 140 }} options={optionsOf(deviceKind.items)} />
          </Form.Item>
          <Form.Item name="warnType" label={t('warnType')}>
            <Select allowClear style={{ width: 150 }} options={optionsOf(warnType.items)} />
          </Form.Item>
          <Form.Item name="level" label={t('level')}>
            <Select allowClear style={{ width: 110 }} options={optionsOf(warnLevel.items)} />
          </Form.Item>
          <Form.Item name="dealState" label={t('dealState')}>
            <Select
              allowClear
              style={{ width: 130 }}
              options={[
                { value: 'open', label: t('open') },
                { value: 'dealt', label: t('dealt') },
                { value: 'toWork', label: t('toWork') },
              ]}
            />
          </Form.Item>
          <Form.Item name="range" label={t('period')}>
            <DatePicker.RangePicker disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('search')}
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  search({ dealState: 'open' });
                }}
              >
                {t('reset')}
              </Button>
              <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
                {t('refresh')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Table<Warning>
        size="small"
        bordered
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        pagination={{
          current: paging.current,
          pageSize: paging.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (n) => `${n}`,
          onChange: (current, size) => setPaging({ current, size }),
        }}
        scroll={{ x: 1700 }}
        columns={[
          {
            title: t('raisedAt'),
            dataIndex: 'createdAt',
            width: 150,
            render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
          },
          { title: t('park'), dataIndex: 'parkName', width: 160 },
          {
            title: t('level'),
            dataIndex: 'levelName',
            width: 80,
            render: (v: string, r) => <Tag color={levelColor(r.level)}>{v || '-'}</Tag>,
          },
          { title: t('warnType'), dataIndex: 'warnTypeName', width: 120 },
          {
            title: t('title'),
            dataIndex: 'title',
            width: 320,
            render: (v: string, r) => (
              <Space direction="vertical" size={0}>
                <span>{v}</span>
                {r.content && r.content !== v && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {r.content}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            title: t('device'),
            width: 160,
            render: (_, r) => (r.deviceCode ? `${r.deviceKindName} ${r.deviceCode}` : '-'),
          },
          {
            title: t('dealState'),
            dataIndex: 'dealState',
            width: 110,
            render: (v: number | null, r) =>
              v == null ? (
                <Tag color="red">{t('open')}</Tag>
              ) : v === warnDealState.values.toWork ? (
                <Tag color="blue">{t('workOrder', { id: r.workId ?? '' })}</Tag>
              ) : (
                <Tag color="green">{t('dealt')}</Tag>
              ),
          },
          { title: t('dealtBy'), dataIndex: 'dealtByName', width: 110, render: (v: string | null) => v ?? '-' },
          {
            title: t('dealtAt'),
            dataIndex: 'dealtAt',
            width: 150,
            render: (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '-'),
          },
          { title: t('remark'), dataIndex: 'dealRemark', width: 200, render: (v: string | null) => v ?? '-' },
          {
            title: t('actions'),
            width: 150,
            fixed: 'right',
            render: (_, r) =>
              r.dealState == null ? (
                <Space size={4}>
                  <Button size="small" type="link" onClick={() => setActing({ warning: r, act: 'deal' })}>
                    {t('handle')}
                  </Button>
                  {can('employeWork:add') && (
                    <Button size="small" type="link" onClick={() => setActing({ warning: r, act: 'work' })}>
                      {t('toWorkOrder')}
                    </Button>
                  )}
                </Space>
              ) : null,
          },
        ]}
      />
      <ActDialog warning={acting?.warning ?? null} act={acting?.act ?? 'deal'} onClose={() => setActing(null)} />
    </Space>
  );
}
