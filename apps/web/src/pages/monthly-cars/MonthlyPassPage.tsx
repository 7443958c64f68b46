import { monthPassResource, passState, type ResourceDef } from '@parking/resources';
import { App, Tabs } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import ResourceListPage from '../../crud/ResourceListPage';
import type { Row } from '../../crud/resource-api';
import { translated } from '../../crud/row-action-text';
import type { RowAction, RowDialogProps } from '../../crud/row-actions';
import { changePass, newIdempotencyKey, type PassAction } from './pass-api';
import { RenewPassDialog } from './RenewPassDialog';
import { ShareChargeList } from './ShareChargeList';

const { active, endingSoon, paused, stopped, expired } = passState.values;
const renewable = new Set<unknown>([active, endingSoon, paused, expired]);
/** Active as stored: a pass ending soon is still active. */
const running = new Set<unknown>([active, endingSoon]);

function RenewDialog({ row, onClose, onDone }: RowDialogProps) {
  return <RenewPassDialog row={row} onClose={onClose} onRenewed={onDone} />;
}

/**
 * Monthly passes: the generic list with renew, pause, stop and recover in each row; the full page
 * (not a view such as the roadside passes) has the share group charges as a second tab.
 */
export default function MonthlyPassPage({ def = monthPassResource }: { def?: ResourceDef }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();

  const rowActions = useMemo<RowAction[]>(() => {
    const change = (action: PassAction, titleKey: string) => (row: Row, reload: () => void) => {
      // one key for the dialog, so a retried confirmation applies once
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
    const permission = 'parkMonth:edit';
    return [
      {
        key: 'renew',
        label: translated('pass.renew'),
        permission,
        lead: true,
        shows: (row) => renewable.has(row.state),
        Dialog: RenewDialog,
      },
      {
        key: 'pause',
        label: translated('pass.pause'),
        permission,
        lead: true,
        shows: (row) => running.has(row.state),
        onClick: change('tempStop', 'pass.pauseConfirm'),
      },
      {
        key: 'recover',
        label: translated('pass.recover'),
        permission,
        lead: true,
        shows: (row) => row.state === paused || row.state === stopped,
        onClick: change('recorve', 'pass.recoverConfirm'),
      },
      {
        key: 'stop',
        label: translated('pass.stop'),
        permission,
        danger: true,
        shows: (row) => running.has(row.state) || row.state === paused,
        onClick: change('stop', 'pass.stopConfirm'),
      },
    ];
  }, [modal, message, t]);

  const passes = <ResourceListPage def={def} rowActions={rowActions} />;
  return def === monthPassResource ? (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'passes', label: t('pass.passesTab'), children: passes },
        { key: 'share', label: t('pass.shareTab'), children: <ShareChargeList /> },
      ]}
    />
  ) : (
    passes
  );
}
