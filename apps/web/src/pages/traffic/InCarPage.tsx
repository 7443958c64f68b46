import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { loadChunk } from '../../app/chunk-load';
import ResourceListPage from '../../crud/ResourceListPage';
import type { Row } from '../../crud/resource-api';
import type { RowAction } from '../../crud/row-actions';
import { usePermissions } from '../../shell/shell-queries';
import { plateColumn } from './order-columns';
import { tw } from './traffic-text';
import { inCarView } from './traffic-views';

const HandEntryDialog = lazy(() => loadChunk(() => import('./HandEntryDialog')));
const ReleaseDialog = lazy(() => loadChunk(() => import('./ReleaseDialog')));
const CorrectPlateDialog = lazy(() => loadChunk(() => import('./CorrectPlateDialog')));

const columns = { plateNumber: plateColumn };

type Open = { kind: 'entry' } | { kind: 'release' | 'plate'; row: Row; reload: () => void } | null;

/** Cars inside now: the operator adds one the camera missed, releases one by hand, corrects a misread plate. */
/** The buttons' permissions, declared on their routes (platInCar, batchOutCar, updatePlateNumber). */
const codes = { entry: 'parkIORecord:inCar', release: 'parkIORecord:outCar', plate: 'parkIORecord:correctPlate' };

export default function InCarPage() {
  const { can } = usePermissions();
  const [open, setOpen] = useState<Open>(null);
  const [generation, setGeneration] = useState(0);
  const close = () => setOpen(null);
  const done = (reload?: () => void) => {
    setOpen(null);
    if (reload) reload();
    else setGeneration((g) => g + 1);
  };

  const rowActions = useMemo<RowAction[]>(
    () => [
      {
        key: 'release',
        label: () => tw('release'),
        permission: codes.release,
        lead: true,
        onClick: (row, reload) => setOpen({ kind: 'release', row, reload }),
      },
      {
        key: 'plate',
        label: () => tw('correctPlate'),
        permission: codes.plate,
        lead: true,
        onClick: (row, reload) => setOpen({ kind: 'plate', row, reload }),
      },
    ],
    [],
  );

  return (
    <>
      {can(codes.entry) && (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
          <Button
            id="incar-hand-entry"
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setOpen({ kind: 'entry' })}
          >
            {tw('handEntry')}
          </Button>
        </div>
      )}
      <ResourceListPage key={generation} def={inCarView} columnOverrides={columns} rowActions={rowActions} />
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
