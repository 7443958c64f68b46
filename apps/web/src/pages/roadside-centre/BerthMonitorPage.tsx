import { DisconnectOutlined, ReloadOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { isNoPlate } from '@parking/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Empty, Segmented, Select, Space, Statistic, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { type CSSProperties, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { moneyText } from '../../crud/money';
import { fetchParks } from '../reports/roadside/roadside-report-api';
import { carPath } from '../traffic/PlateLink';
import { type BerthTile, fetchBerthMonitor } from './centre-api';
import { centreText as t } from './centre-text';

const refreshSeconds = 30;

type Shown = 'all' | 'occupied' | 'free' | 'fault';

const look: Record<BerthTile['status'], CSSProperties> = {
  free: { background: '#f6ffed', borderColor: '#b7eb8f' },
  occupied: { background: '#fff1f0', borderColor: '#ffa39e' },
  disabled: { background: '#fafafa', borderColor: '#d9d9d9', color: '#999' },
};

const faulty = (tile: BerthTile) => tile.sensorState === 'offline' || tile.sensorState === 'lowBattery';

function SensorMark({ tile }: { tile: BerthTile }) {
  if (tile.sensorState === 'offline') {
    return (
      <Tag color="default" icon={<DisconnectOutlined />} style={{ marginInlineEnd: 0 }}>
        {t('sensorOffline')}
      </Tag>
    );
  }
  if (tile.sensorState === 'lowBattery') {
    const battery = Math.min(...tile.sensors.map((x) => x.battery ?? 100));
    return (
      <Tag color="warning" icon={<ThunderboltOutlined />} style={{ marginInlineEnd: 0 }}>
        {t('lowBattery')} {battery}%
      </Tag>
    );
  }
  return null;
}

/** One berth: free, or the car standing in it with how long and what it owes so far; its sensor when faulty. */
function Tile({ tile }: { tile: BerthTile }) {
  const plate = tile.plateNumber;
  const style: CSSProperties = {
    ...look[tile.status],
    border: `1px ${tile.sensorState === 'offline' ? 'dashed' : 'solid'}`,
    borderColor: look[tile.status].borderColor,
    borderRadius: 6,
    padding: '8px 10px',
    minHeight: 112,
    display: 'flex',
    flexDirection: 'column',
    gap: 2,
  };
  return (
    <div style={style} data-testid={`berth-${tile.berthNo}`} data-status={tile.status}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text strong>{tile.berthNo}</Typography.Text>
        <Badge
          status={tile.status === 'occupied' ? 'error' : tile.status === 'free' ? 'success' : 'default'}
          text={
            tile.status === 'occupied'
              ? t('statusOccupied')
              : tile.status === 'free'
                ? t('statusFree')
                : t('statusDisabled')
          }
        />
      </Space>
      {tile.status === 'occupied' && (
        <>
          {plate && !isNoPlate(plate) ? (
            <Tooltip title={t('openCar')}>
              <Link to={carPath(plate)} className="plate-link" style={{ fontSize: 15, fontWeight: 600 }}>
                {plate}
              </Link>
            </Tooltip>
          ) : (
            <Typography.Text type="secondary">{t('plateUnknown')}</Typography.Text>
          )}
          {tile.inTime && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {dayjs(tile.inTime).format('MM-DD HH:mm')} · {t('minutes', { n: tile.minutes ?? 0 })}
            </Typography.Text>
          )}
          {tile.recordId == null && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('noStay')}
            </Typography.Text>
          )}
          {tile.recordId != null &&
            (tile.priced ? (
              <Typography.Text style={{ fontSize: 12 }} type={tile.dueFen ? 'danger' : undefined}>
                {tile.dueFen
                  ? t('due', { money: moneyText(tile.dueFen) })
                  : t('fee', { money: moneyText(tile.feeFen ?? 0) })}
              </Typography.Text>
            ) : (
              <Tooltip title={tile.unpricedReason ?? undefined}>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('unpriced')}
                </Typography.Text>
              </Tooltip>
            ))}
        </>
      )}
      <div style={{ marginTop: 'auto' }}>
        <SensorMark tile={tile} />
      </div>
    </div>
  );
}

/**
 * /rdoperatingcenter/monitor: the berths of a roadside park (or one of its sections) as tiles, refreshing
 * itself; a taken berth opens its car's page.
 */
export function BerthMonitorPage() {
  const parks = useQuery({ queryKey: ['centreParks'], queryFn: () => fetchParks(true), staleTime: 60_000 });
  const [parkId, setParkId] = useState<number>();
  const [sectionId, setSectionId] = useState<number>();
  const [shown, setShown] = useState<Shown>('all');
  const chosenPark = parkId ?? parks.data?.[0]?.value;
  const monitor = useQuery({
    queryKey: ['rdoperating', 'berthMonitor', chosenPark, sectionId],
    queryFn: () => fetchBerthMonitor({ parkId: chosenPark, sectionId }),
    enabled: parks.isSuccess,
    refetchInterval: refreshSeconds * 1000,
  });
  const m = monitor.data;
  const tiles = useMemo(
    () => (m?.tiles ?? []).filter((x) => (shown === 'all' ? true : shown === 'fault' ? faulty(x) : x.status === shown)),
    [m?.tiles, shown],
  );
  const groups = useMemo(() => {
    const out = new Map<string, BerthTile[]>();
    for (const tile of tiles) {
      const key = tile.sectionName || '-';
      out.set(key, [...(out.get(key) ?? []), tile]);
    }
    return [...out.entries()];
  }, [tiles]);
  const c = m?.counts;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} className="rd-berth-monitor">
      <Card size="small">
        <Space wrap>
          <Select
            showSearch
            optionFilterProp="label"
            placeholder={t('park')}
            style={{ width: 240 }}
            options={parks.data ?? []}
            value={chosenPark}
            onChange={(v) => {
              setParkId(v);
              setSectionId(undefined);
            }}
            aria-label={t('park')}
          />
          <Select
            allowClear
            placeholder={t('allSections')}
            style={{ width: 200 }}
            options={(m?.sections ?? []).map((x) => ({ value: x.sectionId, label: x.sectionName }))}
            value={sectionId}
            onChange={setSectionId}
            aria-label={t('section')}
          />
          <Segmented<Shown>
            value={shown}
            onChange={setShown}
            options={[
              { value: 'all', label: t('all') },
              { value: 'occupied', label: t('statusOccupied') },
              { value: 'free', label: t('statusFree') },
              { value: 'fault', label: `${t('sensorOffline')}/${t('lowBattery')}` },
            ]}
          />
          <Button icon={<ReloadOutlined />} onClick={() => void monitor.refetch()} loading={monitor.isFetching}>
            {t('refresh')}
          </Button>
          {m && (
            <Typography.Text type="secondary">
              {t('refreshed', { time: dayjs(m.at).format('HH:mm:ss'), seconds: refreshSeconds })}
            </Typography.Text>
          )}
        </Space>
      </Card>
      {parks.isSuccess && !parks.data.length && <Alert type="warning" showIcon message={t('noParks')} />}
      {m?.capped && <Alert type="warning" showIcon message={t('capped', { n: m.tiles.length })} />}
      {c && (
        <Card size="small">
          <Space size={40} wrap>
            <Statistic title={t('berths')} value={c.berths} />
            <Statistic title={t('occupied')} value={c.occupied} />
            <Statistic title={t('free')} value={c.free} />
            <Statistic
              title={t('occupancy')}
              value={c.berths - c.disabled > 0 ? (c.occupied * 100) / (c.berths - c.disabled) : 0}
              precision={2}
              suffix="%"
            />
            <Statistic title={t('sensorOffline')} value={c.sensorOffline} />
            <Statistic title={t('lowBattery')} value={c.lowBattery} suffix={`< ${m?.lowBatteryPercent ?? ''}%`} />
            <Statistic title={t('dueTotal')} value={moneyText(c.dueFen)} />
          </Space>
        </Card>
      )}
      <Card size="small" loading={monitor.isPending && parks.isSuccess && parks.data.length > 0}>
        {groups.length === 0 ? (
          <Empty description={t('noBerths')} />
        ) : (
          groups.map(([section, list]) => (
            <div key={section} style={{ marginBottom: 16 }}>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                {section}（{list.filter((x) => x.status === 'occupied').length}/{list.length}）
              </Typography.Title>
              <div
                style={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
                  gap: 8,
                }}
              >
                {list.map((tile) => (
                  <Tile key={tile.berthId} tile={tile} />
                ))}
              </div>
            </div>
          ))
        )}
      </Card>
    </Space>
  );
}
