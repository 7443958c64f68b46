import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { loadChunk } from '../../app/chunk-load';
import ResourceListPage from '../../crud/ResourceListPage';
import type { Row } from '../../crud/resource-api';
import { tw } from './traffic-text';
import { inCarView } from './traffic-views';

const HandEntryDialog = lazy(() => loadChunk(() => import('./HandEntryDialog')));
const ReleaseDialog = lazy(() => loadChunk(() => import('./ReleaseDialog')));
const CorrectPlateDialog = lazy(() => loadChunk(() => import('./CorrectPlateDialog')));

type Open = { kind: 'entry' } | { kind: 'release' | 'plate'; row: Row; reload: () => void } | null;

/** Cars inside now: the operator adds one the camera missed, releases one by hand, corrects a misread plate. */
export default function InCarPage() {
  const [open, setOpen] = useState<Open>(null);
  const [generation, setGeneration] = useState(0);
  const close = () => setOpen(null);
  const done = (reload?: () => void) => {
    setOpen(null);
    if (reload) reload();
    else setGeneration((g) => g + 1);
  };

  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
        <Button id="incar-hand-entry" type="primary" icon={<PlusOutlined />} onClick={() => setOpen({ kind: 'entry' })}>
          {tw('handEntry')}
        </Button>
      </div>
      <ResourceListPage
        key={generation}
        def={inCarView}
        renderRowActions={(row, reload) => (
          <>
            <Button type="link" size="small" onClick={() => setOpen({ kind: 'release', row, reload })}>
              {tw('release')}
            </Button>
            <Button type="link" size="small" onClick={() => setOpen({ kind: 'plate', row, reload })}>
              {tw('correctPlate')}
            </Button>
          </>
        )}
      />
      <Suspense fallback={null}>
        {open?.kind === 'entry' && <HandEntryDialog onClose={close} onDone={() => done()} />}
        {open?.kind === 'release' && <ReleaseDialog row={open.row} onClose={close} onDone={() => done(open.reload)} />}
        {open?.kind === 'plate' && (
          <CorrectPlateDialog row={open.row} onClose={close} onDone={() => done(open.reload)} />
        )}
      </Suspense>
    </>
  );
}
