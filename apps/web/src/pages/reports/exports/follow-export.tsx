import type { App } from 'antd';
import type { BackgroundExport } from '../../../api/client';
import { ExportProgress } from './ExportProgress';
import { ew } from './export-text';

type Notification = ReturnType<typeof App.useApp>['notification'];

/**
 * What the export button does with a background export: a notification that stays until closed, with the
 * export's progress bar and, once done, its download.
 */
export function followExport(notification: Notification, exp: BackgroundExport): void {
  notification.open({
    key: `report-export-${exp.exportId}`,
    message: ew('started', { title: exp.title }),
    description: <ExportProgress exportId={exp.exportId} title={exp.title} />,
    duration: 0,
    placement: 'bottomRight',
  });
}
