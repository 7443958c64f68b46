import { CloseOutlined, FullscreenOutlined } from '@ant-design/icons';
import type { BigScreenTile, Lang } from '@parking/resources';
import { useQuery } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { get, updown } from '../../../api/client';
import { wallText } from './big-screen-text';
import { WallTile } from './WallTile';
import './big-screen.css';

export type Layout = {
  id: number;
  name: string;
  title: string | null;
  columns: number;
  rows: number;
  tiles: BigScreenTile[];
  refreshSeconds: number;
  theme: string;
};

/** A saved layout shown over the whole window on a dark ground: its tiles in their grid places, read again on their own. */
export function WallDisplay({ id, lang, onClose }: { id: number; lang: Lang; onClose: () => void }) {
  const w = wallText(lang);
  const ref = useRef<HTMLDivElement>(null);
  const layout = useQuery({
    queryKey: ['wallLayout', id],
    queryFn: () => get<Layout>(updown('sysbigreport/detail'), { id }),
  });
  const [clock, setClock] = useState(() => dayjs());
  useEffect(() => {
    const timer = setInterval(() => setClock(dayjs()), 1000);
    return () => clearInterval(timer);
  }, []);
  const l = layout.data;
  return (
    <div ref={ref} className={`big-screen-wall wall-theme-${l?.theme ?? 'dark'}`}>
      <header className="wall-header">
        <h1 className="wall-title">{l ? l.title || l.name : ''}</h1>
        <div className="wall-meta">
          <span className="wall-clock">{clock.format('YYYY-MM-DD HH:mm:ss')}</span>
          {l && <span>{w('refreshEvery', { n: l.refreshSeconds })}</span>}
          <Button
            ghost
            size="small"
            icon={<FullscreenOutlined />}
            onClick={() => void ref.current?.requestFullscreen?.().catch(() => undefined)}
          >
            {w('fullScreen')}
          </Button>
          <Button ghost size="small" icon={<CloseOutlined />} onClick={onClose}>
            {w('close')}
          </Button>
        </div>
      </header>
      {!l ? (
        <div className="wall-loading">{layout.isError ? w('unavailable') : <Spin />}</div>
      ) : (
        <main
          className="wall-grid"
          style={{
            gridTemplateColumns: `repeat(${l.columns}, minmax(0, 1fr))`,
            gridTemplateRows: `repeat(${l.rows}, minmax(0, 1fr))`,
          }}
        >
          {l.tiles.map((tile) => (
            <WallTile
              key={`${tile.figure}-${tile.x}-${tile.y}`}
              tile={tile}
              lang={lang}
              refreshSeconds={l.refreshSeconds}
            />
          ))}
        </main>
      )}
    </div>
  );
}
