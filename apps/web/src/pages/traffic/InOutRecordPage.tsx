import { type ResourceDef, stayState } from '@parking/resources';
import { lazy, Suspense, useMemo, useState } from 'react';
import { loadChunk } from '../../app/chunk-load';
import ResourceListPage from '../../crud/ResourceListPage';
import type { Row } from '../../crud/resource-api';
import type { RowAction } from '../../crud/row-actions';
import { plateColumn } from './order-columns';
import { RecordDrawers, useRecordDrawers } from './record-drawers';
import { tw } from './traffic-text';

const ConfirmStayDialog = lazy(() => loadChunk(() => import('./ConfirmStayDialog')));

/** The button's permission, declared on the confirm route. */
const confirmCode = 'parkIORecord:confirm';

const columns = { plateNumber: plateColumn };

type Open = { row: Row; reload: () => void } | null;

function RecordList({ def }: { def: ResourceDef }) {
  const drawers = useRecordDrawers();
  const [open, setOpen] = useState<Open>(null);
  // the record's own drawer (with its orders) takes the place of the generic view dialog
  const listed = useMemo<ResourceDef>(() => ({ ...def, routes: { ...def.routes, detail: [] } }), [def]);

  const rowActions = useMemo<RowAction[]>(
    () => [
      {
        key: 'view',
        label: () => tw('view'),
        lead: true,
        onClick: (row) => drawers.open({ kind: 'stay', id: row.id, plate: row.plateNumber }),
      },
      {
        key: 'confirm',
        label: () => tw('confirm'),
        permission: confirmCode,
        lead: true,
        shows: (row) => row.state === stayState.values.manualConfirm,
        onClick: (row, reload) => setOpen({ row, reload }),
      },
    ],
    [drawers],
  );

  return (
    <>
      <ResourceListPage def={listed} columnOverrides={columns} rowActions={rowActions} />
      <Suspense fallback={null}>
        {open && (
          <ConfirmStayDialog
            row={open.row}
            onClose={() => setOpen(null)}
            onDone={() => {
              setOpen(null);
              open.reload();
            }}
          />
        )}
      </Suspense>
    </>
  );
}

/** Entry and exit records, each opening its drawer (and its orders); those the gate left to an operator are resolved here. */
export default function InOutRecordPage({ def }: { def: ResourceDef }) {
  return (
    <RecordDrawers>
      <RecordList def={def} />
    </RecordDrawers>
  );
}
