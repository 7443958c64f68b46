import { PlusOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { permissionCode, type ResourceDef } from '@parking/resources';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../app/query-client';
import { ResourceFormModal } from '../../crud/ResourceFormModal';
import ResourceListPage from '../../crud/ResourceListPage';
import type { Row } from '../../crud/resource-api';
import { usePermissions } from '../../shell/shell-queries';
import { OweSummary } from './OweSummary';
import { arrearsActions } from './owe-actions';
import { oweSummaryKey } from './owe-api';

type Props = {
  def: ResourceDef;
  /** Search fields the page opens with (the review page starts at the arrears not yet reviewed). */
  columnOverrides?: Record<string, Partial<ProColumns<Row>>>;
};

/**
 * Arrears with what is owed in total above them, each unpaid one paid, cancelled or reviewed from its row.
 * An operator enters a debt by hand (addOwe), but an arrear is never edited afterwards: the list offers no
 * edit, and adding has its own button.
 */
export default function ArrearsPage({ def, columnOverrides }: Props) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const [adding, setAdding] = useState<(() => void) | null>(null);
  const listed = useMemo<ResourceDef>(() => ({ ...def, routes: { ...def.routes, submit: [] } }), [def]);
  return (
    <>
      <OweSummary />
      <ResourceListPage
        def={listed}
        rowActions={arrearsActions}
        columnOverrides={columnOverrides}
        renderToolbar={
          can(permissionCode(def, 'add'))
            ? (reload) => (
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(() => reload)}>
                  {t('crud.add')}
                </Button>
              )
            : undefined
        }
      />
      {adding && (
        <ResourceFormModal
          def={def}
          mode="add"
          row={null}
          onClose={() => setAdding(null)}
          onSaved={() => {
            adding();
            setAdding(null);
            void queryClient.invalidateQueries({ queryKey: oweSummaryKey });
          }}
        />
      )}
    </>
  );
}
