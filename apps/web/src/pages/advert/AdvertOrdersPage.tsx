import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Select, Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { Query } from '../../api/client';
import { moneyText } from '../../crud/money';
import { type Advert, type AdvertOrder, askAdvert, fetchAdvertOrders } from './advert-api';
import { advertText as t } from './advert-text';

type Filter = { adverId?: string; state?: string; days?: [Dayjs, Dayjs] };

const queryOf = (f: Filter): Query => ({
  adverId: f.adverId,
  state: f.state,
  paidAtStart: f.days?.[0].format('YYYY-MM-DD 00:00:00'),
  paidAtEnd: f.days?.[1].format('YYYY-MM-DD 23:59:59'),
});

/** What advertisers paid for screen time, as the advertising platform keeps it. */
export function AdvertOrdersPage() {
  const [draft, setDraft] = useState<Filter>({});
  const [filter, setFilter] = useState<Filter>({});
  const [paging, setPaging] = useState({ current: 1, size: 20 });
  const adverts = useQuery({
    queryKey: ['advertOptions'],
    queryFn: () => askAdvert<{ total: number; data: Advert[] }>('getAllAdver'),
    staleTime: 60_000,
  });
  const orders = useQuery({
    queryKey: ['advertOrders', filter, paging],
    queryFn: () => fetchAdvertOrders({ ...queryOf(filter), ...paging }),
  });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('allAdverts')}
            style={{ width: 220 }}
            value={draft.adverId}
            onChange={(adverId) => setDraft({ ...draft, adverId })}
            options={(adverts.data?.data ?? []).map((a) => ({ value: a.adverId, label: `${a.title}（${a.adverId}）` }))}
          />
          <Select
            allowClear
            placeholder={t('allStates')}
            style={{ width: 140 }}
            value={draft.state}
            onChange={(state) => setDraft({ ...draft, state })}
            options={(['paid', 'refunded'] as const).map((s) => ({ value: s, label: t(s) }))}
          />
          <DatePicker.RangePicker
            value={draft.days}
            onChange={(v) => setDraft({ ...draft, days: v?.[0] && v[1] ? [v[0], v[1]] : undefined })}
          />
          <Button
            type="primary"
            icon={<SearchOutlined />}
            onClick={() => {
              setFilter({ ...draft });
              setPaging({ ...paging, current: 1 });
            }}
          >
            {t('search')}
          </Button>
          <Button
            onClick={() => {
              setDraft({});
              setFilter({});
            }}
          >
            {t('reset')}
          </Button>
        </Space>
      </Card>
      <Table<AdvertOrder>
        size="small"
        bordered
        rowKey="orderNo"
        loading={orders.isFetching}
        dataSource={orders.data?.data ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: paging.current,
          pageSize: paging.size,
          total: orders.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (current, size) => setPaging({ current, size }),
        }}
        columns={[
          { title: t('orderNo'), dataIndex: 'orderNo' },
          { title: t('adverId'), dataIndex: 'adverId' },
          { title: t('title'), dataIndex: 'title' },
          { title: t('advertiser'), dataIndex: 'advertiser' },
          { title: t('screens'), dataIndex: 'screens', align: 'right' },
          { title: t('days'), dataIndex: 'days', align: 'right' },
          { title: t('amount'), dataIndex: 'amount', align: 'right', render: (v: number) => moneyText(v) },
          {
            title: t('state'),
            dataIndex: 'state',
            render: (v: AdvertOrder['state']) => <Tag color={v === 'paid' ? 'green' : 'orange'}>{t(v)}</Tag>,
          },
          { title: t('paidAt'), dataIndex: 'paidAt' },
        ]}
      />
    </Space>
  );
}
