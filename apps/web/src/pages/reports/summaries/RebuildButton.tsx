import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { usePermissions } from '../../../shell/shell-queries';
import type { Period } from './PeriodFilter';
import { rebuildDays } from './summary-api';
import { sw } from './summary-text';

/** Counts the period's summaries again from the records, for those allowed to (after old records were corrected). */
export function RebuildButton({ period }: { period: Period }) {
  const { can } = usePermissions();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!can('staticSum:rebuild')) return null;
  return (
    <Popconfirm
      title={`${sw('rebuild')}：${period.startDate} ~ ${period.endDate}`}
      onConfirm={async () => {
        setBusy(true);
        try {
          const done = await rebuildDays({ ...period });
          message.success(sw('rebuilt', { days: done.days, rows: done.dayRows }));
          await client.invalidateQueries({ queryKey: ['summary'] });
        } finally {
          setBusy(false);
        }
      }}
    >
      <Button loading={busy}>{sw('rebuild')}</Button>
    </Popconfirm>
  );
}
