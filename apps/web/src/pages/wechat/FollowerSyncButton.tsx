import { SyncOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { post, updown } from '../../api/client';
import type { ListExtensionProps } from '../../crud/list-extensions';
import { usePermissions } from '../../shell/shell-queries';
import { fw } from './follower-text';

type SyncCount = { followers: number; added: number; changed: number; unsubscribed: number; unchanged: number };

/** 同步粉丝: asks WeChat for every follower of the official account and updates the list. */
export default function FollowerSyncButton({ reload }: ListExtensionProps) {
  const { can } = usePermissions();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  if (!can('wxuser:sync')) return null;

  const sync = async () => {
    setBusy(true);
    try {
      const done = await post<SyncCount>(updown('wxuser/sync'));
      message.success(fw('synced', done));
      reload();
    } catch {
      // the client has already shown why
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popconfirm title={fw('syncConfirm')} onConfirm={sync} okButtonProps={{ id: 'wx-follower-sync-ok' }}>
      <Button id="wx-follower-sync" type="primary" icon={<SyncOutlined />} loading={busy}>
        {fw('sync')}
      </Button>
    </Popconfirm>
  );
}
