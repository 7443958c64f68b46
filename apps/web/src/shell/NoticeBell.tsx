import { BellOutlined } from '@ant-design/icons';
import { serviceNoticeState } from '@parking/resources';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Empty, Popover, Spin, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ExpiringPark, fetchExpiringParks } from '../api/shell-api';

const pageSize = 10;

/** Parks whose service is about to expire or has expired, paged inside a 350×300 panel. */
export function NoticeBell() {
  const { t } = useTranslation();
  const firstPage = useQuery({
    queryKey: ['notice', 1],
    queryFn: () => fetchExpiringParks(1, pageSize),
    staleTime: 300_000,
    retry: false,
  });
  const [items, setItems] = useState<ExpiringPark[]>([]);
  const [page, setPage] = useState(1);
  const [loadingMore, setLoadingMore] = useState(false);
  const [noMore, setNoMore] = useState(false);
  const total = firstPage.data?.total ?? 0;

  useEffect(() => {
    setItems(firstPage.data?.data ?? []);
    setPage(1);
    setNoMore(false);
  }, [firstPage.data]);

  const more = async () => {
    if (items.length >= total) {
      setNoMore(true);
      return;
    }
    setLoadingMore(true);
    try {
      const next = await fetchExpiringParks(page + 1, pageSize);
      setItems((prev) => [...prev, ...next.data]);
      setPage(page + 1);
      if (next.data.length === 0) setNoMore(true);
    } catch {
      setNoMore(true);
    } finally {
      setLoadingMore(false);
    }
  };

  const list = (
    <div className="notice-panel">
      {firstPage.isLoading ? (
        <Spin />
      ) : firstPage.isError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.unavailable')} />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.empty')} />
      ) : (
        <>
          {items.map((n, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: notices carry no id and the list only grows at its end
            <div className="notice-item" key={`${n.parkName}-${i}`}>
              <div className="notice-item-head">
                <Typography.Text strong>{n.parkName}</Typography.Text>
                <Tag color={n.status === serviceNoticeState.values.expired ? 'red' : 'orange'}>
                  {t(n.status === serviceNoticeState.values.expired ? 'notice.expired' : 'notice.expiring')}
                </Tag>
              </div>
              {n.description && <Typography.Text type="secondary">{n.description}</Typography.Text>}
            </div>
          ))}
          <div className="notice-more">
            {noMore ? (
              <Typography.Text type="secondary">{t('notice.noMore')}</Typography.Text>
            ) : (
              <Button type="link" size="small" loading={loadingMore} onClick={more}>
                {t('notice.loadMore')}
              </Button>
            )}
          </div>
        </>
      )}
    </div>
  );
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      content={<Tabs className="notice-tabs" items={[{ key: 'notice', label: t('notice.tab'), children: list }]} />}
    >
      <Tooltip title={t('notice.title')}>
        <Button
          type="text"
          aria-label={t('notice.title')}
          icon={
            <Badge count={total} size="small" offset={[4, -2]}>
              <BellOutlined />
            </Badge>
          }
        />
      </Tooltip>
    </Popover>
  );
}
