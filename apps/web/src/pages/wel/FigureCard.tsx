import { fenToYuanText } from '@parking/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton, Statistic, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../app/chunk-load';
import { useTheme } from '../../app/theme';
import { type Figure, fetchFigure, toPoints, toValue } from './dashboard-figures';

const FigureChart = lazy(() => loadChunk(() => import('./FigureChart')));

/** One figure of the home page; until the server reports it, the card says so instead of guessing. */
export function FigureCard({ figure }: { figure: Figure }) {
  const { t } = useTranslation();
  const { color } = useTheme();
  const q = useQuery({ queryKey: ['figure', figure.key], queryFn: () => fetchFigure(figure), staleTime: 60_000 });
  const title = t(`dashboard.figures.${figure.key}`);
  const unavailable = (
    <Typography.Text type="secondary" data-testid="figure-unavailable">
      {t('dashboard.notAvailable')}
    </Typography.Text>
  );
  let body = unavailable;
  if (q.isLoading) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (q.isSuccess && figure.kind === 'value') {
    const v = toValue(q.data);
    if (v !== null)
      body = <Statistic value={'money' in figure && typeof v === 'number' ? `¥${fenToYuanText(v)}` : v} />;
  } else if (q.isSuccess) {
    const read = toPoints(q.data);
    // charts draw yuan: the axis and tooltips read as money, not as fen
    const points = read && 'money' in figure ? read.map((p) => ({ ...p, value: p.value / 100 })) : read;
    if (points && points.length === 0)
      body = <Typography.Text type="secondary">{t('dashboard.noData')}</Typography.Text>;
    else if (points)
      body = (
        <Suspense fallback={<Skeleton active />}>
          <FigureChart
            points={points}
            kind={figure.kind === 'share' ? 'share' : 'series'}
            color={color}
            title={title}
          />
        </Suspense>
      );
  }
  return (
    <Card title={title} size="small" className="figure-card">
      {body}
    </Card>
  );
}
