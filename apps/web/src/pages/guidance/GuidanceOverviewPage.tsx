import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Progress, Select, Space, Statistic, Table, Tag } from 'antd';
import { useState } from 'react';
import { get, updown } from '../../api/client';
import { fetchParks } from '../reports/roadside/roadside-report-api';
import { gt } from './guidance-text';

type Devices = { total: number; online: number; offline: number; disabled: number };
type Floor = { floor: number | null; spaces: number; occupied: number; free: number; disabled: number };
type Building = {
  buildingId: number | null;
  buildingName: string | null;
  parkId: number;
  parkName: string;
  spaces: number;
  occupied: number;
  free: number;
  disabled: number;
  floors: Floor[];
  devices: Devices;
  gateways: Devices;
};
type Overview = {
  totals: { buildings: number; spaces: number; occupied: number; free: number; disabled: number } & {
    devices: Devices;
    gateways: Devices;
  };
  buildings: Building[];
};

const floorName = (f: number | null) =>
  f == null ? '-' : f < 0 ? gt('basement', { n: -f }) : gt('floorName', { n: f });
const rate = (occupied: number, spaces: number, disabled: number) =>
  spaces - disabled > 0 ? Math.round((occupied / (spaces - disabled)) * 100) : 0;

function DeviceTags({ d }: { d: Devices }) {
  return (
    <Space size={4} wrap>
      <Tag color="green">
        {gt('online')} {d.online}
      </Tag>
      <Tag color={d.offline ? 'red' : 'default'}>
        {gt('offline')} {d.offline}
      </Tag>
      {d.disabled > 0 && (
        <Tag>
          {gt('disabled')} {d.disabled}
        </Tag>
      )}
    </Space>
  );
}

/**
 * /navigation/index: the guided buildings of the caller's parks as they stand now: free spaces floor by floor,
 * and whether the detectors, screens and gateways that count them are online.
 */
export function GuidanceOverviewPage() {
  const [parkId, setParkId] = useState<number>();
  const parks = useQuery({ queryKey: ['guidanceParks'], queryFn: () => fetchParks(false), staleTime: 60_000 });
  const overview = useQuery({
    queryKey: ['navigation', 'overview', parkId],
    queryFn: () => get<Overview>(updown('plat/navigation/overview'), { parkId }),
    refetchInterval: 60_000,
  });
  const o = overview.data;
  const t = o?.totals;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} className="guidance-overview">
      <Card size="small">
        <Space wrap>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={gt('allParks')}
            style={{ width: 240 }}
            options={parks.data ?? []}
            value={parkId}
            onChange={setParkId}
            aria-label={gt('park')}
          />
          <Button icon={<ReloadOutlined />} onClick={() => void overview.refetch()} loading={overview.isFetching}>
            {gt('refresh')}
          </Button>
        </Space>
      </Card>
      <Card size="small" loading={overview.isPending}>
        <Space size={40} wrap>
          <Statistic title={gt('buildings')} value={t?.buildings ?? 0} />
          <Statistic title={gt('spaces')} value={t?.spaces ?? 0} />
          <Statistic title={gt('free')} value={t?.free ?? 0} valueStyle={{ color: '#389e0d' }} />
          <Statistic title={gt('occupied')} value={t?.occupied ?? 0} />
          <Statistic title={gt('occupancy')} value={t ? rate(t.occupied, t.spaces, t.disabled) : 0} suffix="%" />
          <Statistic
            title={`${gt('devices')} · ${gt('online')}`}
            value={t?.devices.online ?? 0}
            suffix={`/ ${t?.devices.total ?? 0}`}
          />
          <Statistic
            title={`${gt('gateways')} · ${gt('online')}`}
            value={t?.gateways.online ?? 0}
            suffix={`/ ${t?.gateways.total ?? 0}`}
          />
        </Space>
      </Card>
      <Card size="small" loading={overview.isPending}>
        {o && !o.buildings.length ? (
          <Empty description={gt('empty')} />
        ) : (
          <Table<Building>
            size="small"
            rowKey={(b) => `${b.parkId}/${b.buildingId ?? ''}`}
            dataSource={o?.buildings ?? []}
            pagination={false}
            expandable={{
              defaultExpandAllRows: true,
              rowExpandable: (b) => b.floors.length > 0,
              expandedRowRender: (b) => (
                <Table<Floor>
                  size="small"
                  rowKey={(f) => String(f.floor)}
                  dataSource={b.floors}
                  pagination={false}
                  columns={[
                    { title: gt('floor'), dataIndex: 'floor', render: floorName },
                    { title: gt('spaces'), dataIndex: 'spaces' },
                    { title: gt('free'), dataIndex: 'free' },
                    { title: gt('occupied'), dataIndex: 'occupied' },
                    { title: gt('disabled'), dataIndex: 'disabled' },
                  ]}
                />
              ),
            }}
            columns={[
              { title: gt('park'), dataIndex: 'parkName' },
              { title: gt('building'), dataIndex: 'buildingName', render: (v: string | null) => v ?? gt('noBuilding') },
              { title: gt('spaces'), dataIndex: 'spaces' },
              { title: gt('free'), dataIndex: 'free' },
              {
                title: gt('occupancy'),
                key: 'rate',
                width: 180,
                render: (_: unknown, b) => <Progress percent={rate(b.occupied, b.spaces, b.disabled)} size="small" />,
              },
              { title: gt('devices'), key: 'devices', render: (_: unknown, b) => <DeviceTags d={b.devices} /> },
              { title: gt('gateways'), key: 'gateways', render: (_: unknown, b) => <DeviceTags d={b.gateways} /> },
            ]}
          />
        )}
      </Card>
    </Space>
  );
}
