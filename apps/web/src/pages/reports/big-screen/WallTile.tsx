import { fenToYuanText } from '@parking/domain';
import { type BigScreenTile, bigScreenFigures, type Lang } from '@parking/resources';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { get, updown } from '../../../api/client';
import { loadChunk } from '../../../app/chunk-load';
import { toPoints, toValue } from '../../wel/dashboard-figures';
import { wallText } from './big-screen-text';

const WallChart = lazy(() => loadChunk(() => import('./WallChart')));

/** One figure of the wall in its grid place, read again every `refreshSeconds`. */
export function WallTile({ tile, lang, refreshSeconds }: { tile: BigScreenTile; lang: Lang; refreshSeconds: number }) {
  const w = wallText(lang);
  const figure = bigScreenFigures[tile.figure];
  const q = useQuery({
    queryKey: ['wallFigure', tile.figure],
    queryFn: () => get<unknown>(updown(figure.path), undefined, { silent: true }),
    refetchInterval: refreshSeconds * 1000,
    refetchIntervalInBackground: true,
  });
  let body = <div className="wall-note">{q.isLoading ? w('loading') : w('unavailable')}</div>;
  if (q.isSuccess && figure.kind === 'value') {
    const v = toValue(q.data);
    if (v !== null)
      body = (
        <div className="wall-number" data-testid="wall-number">
          {figure.money && typeof v === 'number' ? `¥${fenToYuanText(v)}` : v}
        </div>
      );
  } else if (q.isSuccess) {
    const read = toPoints(q.data);
    // charts draw yuan, not fen
    const points = read && figure.money ? read.map((p) => ({ ...p, value: p.value / 100 })) : read;
    if (points && points.length === 0) body = <div className="wall-note">{w('noData')}</div>;
    else if (points)
      body = (
        <Suspense fallback={null}>
          <WallChart points={points} kind={figure.kind === 'value' ? 'series' : figure.kind} />
        </Suspense>
      );
  }
  return (
    <section
      className="wall-tile"
      data-figure={tile.figure}
      style={{ gridColumn: `${tile.x + 1} / span ${tile.w}`, gridRow: `${tile.y + 1} / span ${tile.h}` }}
    >
      <h3 className="wall-tile-title">{figure.label[lang]}</h3>
      <div className="wall-tile-body">{body}</div>
    </section>
  );
}
