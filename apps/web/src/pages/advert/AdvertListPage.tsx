import { SearchOutlined, StopOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Drawer, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { moneyText } from '../../crud/money';
import { type Advert, type AdvertDay, askAdvert, clickRate } from './advert-api';
import { advertText as t } from './advert-text';

const stateColor = { running: 'green', stopped: 'red', ended: 'default' } as const;

export const AdvertState = ({ state }: { state: Advert['state'] }) => <Tag color={stateColor[state]}>{t(state)}</Tag>;

function AdvertDrawer({ adverId, onClose }: { adverId: string | null; onClose: () => void }) {
  const detail = useQuery({
    queryKey: ['advertDetail', adverId],
    queryFn: () => askAdvert<(Advert & { days: AdvertDay[] }) | null>('adverDetail', { adverId }),
    enabled: adverId != null,
  });
  const a = detail.data;
  return (
    <Drawer open={adverId != null} onClose={onClose} width={640} title={a?.title ?? adverId} destroyOnHidden>
      {a && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions size="small" bordered column={2}>
            <Descriptions.Item label={t('adverId')}>{a.adverId}</Descriptions.Item>
            <Descriptions.Item label={t('state')}>
              <AdvertState state={a.state} />
            </Descriptions.Item>
            <Descriptions.Item label={t('advertiser')}>{a.advertiser}</Descriptions.Item>
            <Descriptions.Item label={t('kind')}>{t(a.kind)}</Descriptions.Item>
            <Descriptions.Item label={t('period')} span={2}>
              {a.startDay} ~ {a.endDay}
            </Descriptions.Item>
            <Descriptions.Item label={t('screens')}>{a.screens}</Descriptions.Item>
            <Descriptions.Item label={t('price')}>{moneyText(a.pricePerThousand)}</Descriptions.Item>
            <Descriptions.Item label={t('shows')}>{a.shows.toLocaleString()}</Descriptions.Item>
            <Descriptions.Item label={t('clicks')}>{a.clicks.toLocaleString()}</Descriptions.Item>
            <Descriptions.Item label={t('income')} span={2}>
              {moneyText(a.income)}
            </Descriptions.Item>
          </Descriptions>
          <Table<AdvertDay>
            size="small"
            bordered
            title={() => t('lastWeek')}
            rowKey="day"
            pagination={false}
            dataSource={a.days}
            columns={[
              { title: t('day'), dataIndex: 'day' },
              { title: t('shows'), dataIndex: 'shows', align: 'right' },
              { title: t('clicks'), dataIndex: 'clicks', align: 'right' },
              { title: t('clickRate'), align: 'right', render: (_, d) => clickRate(d.shows, d.clicks) },
              { title: t('income'), dataIndex: 'income', align: 'right', render: (v: number) => moneyText(v) },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
}

/** The adverts the advertising platform plays on the parks' screens, with their figures, details and stop. */
export function AdvertListPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<{ title?: string; state?: string }>({});
  const [filter, setFilter] = useState<{ title?: string; state?: string }>({});
  const [open, setOpen] = useState<string | null>(null);
  const adverts = useQuery({
    queryKey: ['adverts', filter],
    queryFn: () => askAdvert<{ total: number; data: Advert[] }>('getAllAdver', filter),
  });
  const stop = useMutation({
    mutationFn: (adverId: string) => askAdvert('stopAdver', { adverId }),
    onSuccess: () => {
      message.success(t('stopped1'));
      void queryClient.invalidateQueries({ queryKey: ['adverts'] });
    },
  });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap>
          <Input
            allowClear
            placeholder={t('title')}
            style={{ width: 200 }}
            value={draft.title}
            onChange={(e) => setDraft({ ...draft, title: e.target.value })}
          />
          <Select
            allowClear
            placeholder={t('allStates')}
            style={{ width: 140 }}
            value={draft.state}
            onChange={(state) => setDraft({ ...draft, state })}
            options={(['running', 'stopped', 'ended'] as const).map((s) => ({ value: s, label: t(s) }))}
          />
          <Button type="primary" icon={<SearchOutlined />} onClick={() => setFilter({ ...draft })}>
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
          <span style={{ color: '#888' }}>{t('platformNote')}</span>
        </Space>
      </Card>
      <Table<Advert>
        size="small"
        bordered
        rowKey="adverId"
        loading={adverts.isFetching}
        dataSource={adverts.data?.data ?? []}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('adverId'), dataIndex: 'adverId' },
          {
            title: t('title'),
            dataIndex: 'title',
            render: (v: string, a) => (
              <Button type="link" size="small" onClick={() => setOpen(a.adverId)}>
                {v}
              </Button>
            ),
          },
          { title: t('advertiser'), dataIndex: 'advertiser' },
          { title: t('kind'), dataIndex: 'kind', render: (v: Advert['kind']) => t(v) },
          { title: t('period'), render: (_, a) => `${a.startDay} ~ ${a.endDay}` },
          { title: t('screens'), dataIndex: 'screens', align: 'right' },
          { title: t('shows'), dataIndex: 'shows', align: 'right', render: (v: number) => v.toLocaleString() },
          { title: t('clicks'), dataIndex: 'clicks', align: 'right', render: (v: number) => v.toLocaleString() },
          { title: t('clickRate'), align: 'right', render: (_, a) => clickRate(a.shows, a.clicks) },
          { title: t('income'), dataIndex: 'income', align: 'right', render: (v: number) => moneyText(v) },
          { title: t('state'), dataIndex: 'state', render: (v: Advert['state']) => <AdvertState state={v} /> },
          {
            title: t('actions'),
            fixed: 'right',
            render: (_, a) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setOpen(a.adverId)}>
                  {t('detail')}
                </Button>
                {a.state === 'running' && (
                  <Popconfirm title={t('stopConfirm')} onConfirm={() => stop.mutateAsync(a.adverId)}>
                    <Button type="link" size="small" danger icon={<StopOutlined />}>
                      {t('stop')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <AdvertDrawer adverId={open} onClose={() => setOpen(null)} />
    </Space>
  );
}
