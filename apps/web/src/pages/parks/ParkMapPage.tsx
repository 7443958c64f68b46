import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, List, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../shell/shell-queries';
import { type Focus, ParkMap } from './ParkMap';
import { fetchMapConfig, fetchMapParks } from './park-map-api';
import './park-map.css';

/** /road/parkMap: every park the user sees, off-street and roadside, where it is and how full. */
export default function ParkMapPage() {
  const { t } = useTranslation();
  const config = useQuery({ queryKey: ['parkMap', 'config'], queryFn: fetchMapConfig });
  const parks = useQuery({ queryKey: ['parkMap', 'parks'], queryFn: fetchMapParks });
  const [focus, setFocus] = useState<Focus | null>(null);
  // only an administrator can set up tiles, so only they are told how
  const platform = useUserInfo().data?.userInfo?.level === 'platform';
  return (
    <Card
      className="park-map-page"
      title={t('pages.parkMap')}
      extra={
        <Space size="middle">
          <span className="park-map-legend">
            <i className="park-marker park-marker-offstreet" /> {t('parks.offStreet')}
          </span>
          <span className="park-map-legend">
            <i className="park-marker park-marker-roadside" /> {t('parks.roadside')}
          </span>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              void config.refetch();
              void parks.refetch();
            }}
            aria-label={t('common.reload')}
          />
        </Space>
      }
    >
      {config.data && !config.data.tileUrl && platform && (
        <Alert
          className="park-map-no-tiles"
          type="info"
          showIcon
          closable
          message={t('parks.noTiles')}
          description={t('parks.noTilesHint')}
        />
      )}
      {config.data && parks.data ? (
        <div className="park-map-body">
          <ParkMap config={config.data} parks={parks.data} focus={focus} />
          <List
            className="park-map-list"
            size="small"
            bordered
            header={<Typography.Text strong>{t('parks.onMap', { count: parks.data.length })}</Typography.Text>}
            dataSource={parks.data}
            renderItem={(p) => (
              <List.Item className="park-map-list-item" onClick={() => setFocus({ parkId: p.id })}>
                <span className="park-map-list-name">
                  <i className={`park-marker ${p.roadside ? 'park-marker-roadside' : 'park-marker-offstreet'}`} />
                  {p.name}
                </span>
                <Typography.Text type="secondary">
                  {p.free} / {p.total}
                </Typography.Text>
              </List.Item>
            )}
          />
        </div>
      ) : (
        <Spin className="park-map-loading" />
      )}
    </Card>
  );
}
