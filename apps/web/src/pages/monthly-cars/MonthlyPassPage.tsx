import { monthPassResource, passState, type ResourceDef } from '@parking/resources';
import { App, Button, Tabs } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ResourceListPage from '../../crud/ResourceListPage';
import type { Row } from '../../crud/resource-api';
import { usePermissions } from '../../shell/shell-queries';
import { changePass, newIdempotencyKey, type PassAction } from './pass-api';
import { RenewPassDialog } from './RenewPassDialog';
import { ShareChargeList } from './ShareChargeList';

const { active, paused, stopped, expired } = passState.values;
const renewable = new Set<unknown>([active, paused, expired]);

/**
 * Monthly passes: the generic list with renew, pause, stop and recover in each row; the full page
 * (not a view such as the roadside passes) has the share group charges as a second tab.
 */
export default function MonthlyPassPage({ def = monthPassResource }: { def?: ResourceDef }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const { can } = usePermissions();
  const [renewing, setRenewing] = useState<{ row: Row; reload: () => void } | null>(null);
  const mayChange = can('parkMonth:edit');

  const rowActions = useCallback(
    (row: Row, reload: () => void) => {
      if (!mayChange) return null;
      const state = row.state;
      const confirm = (action: PassAction, titleKey: string) => {
        const key = newIdempotencyKey();
        modal.confirm({
          title: t(titleKey, { plate: row.plateNumber }),
          okText: t('common.confirm'),
          cancelText: t('common.cancel'),
          onOk: async () => {
            await changePass(action, Number(row.id), key);
            message.success(t('pass.done'));
            reload();
          },
        });
      };
      return (
        <>
          {renewable.has(state) && (
            <Button type="link" size="small" onClick={() => setRenewing({ row, reload })}>
              {t('pass.renew')}
            </Button>
          )}
          {state === active && (
            <Button type="link" size="small" onClick={() => confirm('tempStop', 'pass.pauseConfirm')}>
              {t('pass.pause')}
            </Button>
          )}
          {(state === active || state === paused) && (
            <Button type="link" size="small" danger onClick={() => confirm('stop', 'pass.stopConfirm')}>
              {t('pass.stop')}
            </Button>
          )}
          {(state === paused || state === stopped) && (
            <Button type="link" size="small" onClick={() => confirm('recorve', 'pass.recoverConfirm')}>
              {t('pass.recover')}
            </Button>
          )}
        </>
      );
    },
    [mayChange, modal, message, t],
  );

  const passes = <ResourceListPage def={def} renderRowActions={rowActions} />;
  return (
    <>
      {def === monthPassResource ? (
        <Tabs
          destroyOnHidden
          items={[
            { key: 'passes', label: t('pass.passesTab'), children: passes },
            { key: 'share', label: t('pass.shareTab'), children: <ShareChargeList /> },
          ]}
        />
      ) : (
        passes
      )}
      {renewing && (
        <RenewPassDialog
          row={renewing.row}
          onClose={() => setRenewing(null)}
          onRenewed={() => {
            renewing.reload();
            setRenewing(null);
          }}
        />
      )}
    </>
  );
}
