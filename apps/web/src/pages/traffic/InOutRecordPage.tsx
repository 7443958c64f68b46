import { type ResourceDef, stayState } from '@parking/resources';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { loadChunk } from '../../app/chunk-load';
import ResourceListPage from '../../crud/ResourceListPage';
import type { Row } from '../../crud/resource-api';
import { usePermissions } from '../../shell/shell-queries';
import { tw } from './traffic-text';

const ConfirmStayDialog = lazy(() => loadChunk(() => import('./ConfirmStayDialog')));

/** The button's permission, declared on the confirm route. */
const confirmCode = 'parkIORecord:confirm';

type Open = { row: Row; reload: () => void } | null;

/** Entry and exit records; those the gate left to an operator are resolved from here. */
export default function InOutRecordPage({ def }: { def: ResourceDef }) {
  const { can } = usePermissions();
  const [open, setOpen] = useState<Open>(null);
  const mayConfirm = can(confirmCode);

  return (
    <>
      <ResourceListPage
        def={def}
        renderRowActions={(row, reload) =>
          mayConfirm &&
          row.state === stayState.values.manualConfirm && (
            <Button type="link" size="small" onClick={() => setOpen({ row, reload })}>
              {tw('confirm')}
            </Button>
          )
        }
      />
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
