import { defineDictionary } from '../dictionaries/define-dictionary';

/** Where a background export is: writing its file, ready to download, or stopped by an error. */
export const reportExportState = defineDictionary(
  'reportExportState',
  { zh: '导出状态', en: 'Export state' },
  {
    running: [1, '导出中', 'Running'],
    done: [2, '已完成', 'Done'],
    failed: [3, '失败', 'Failed'],
  },
);
