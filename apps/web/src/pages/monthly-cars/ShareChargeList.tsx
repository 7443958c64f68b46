import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ResourceListPage from '../../crud/ResourceListPage';
import { usePermissions } from '../../shell/shell-queries';
import { shareChargeView } from './pass-views';
import { ReInitShareDialog } from './ReInitShareDialog';

/** What passes in share groups paid, with the re-alignment of a park's groups. */
export function ShareChargeList() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const [reInit, setReInit] = useState<(() => void) | null>(null);

  return (
    <>
      <ResourceListPage
        def={shareChargeView}
        renderToolbar={(reload) =>
          can('parkMonth:edit') && (
            <Button id="reinit-share" onClick={() => setReInit(() => reload)}>
              {t('pass.reInit')}
            </Button>
          )
        }
      />
      {reInit && (
        <ReInitShareDialog
          onClose={() => setReInit(null)}
          onDone={() => {
            reInit();
            setReInit(null);
          }}
        />
      )}
    </>
  );
}
