import { defineResource } from '../define-resource';
import { datetime, dict, int, json, l, ref, text } from '../fields/field-builders';
import { reportExportState } from './report-export.dict';

/**
 * An export too large to answer at once (over EXPORT_BACKGROUND_ROWS rows): the server writes its xlsx file
 * under DATA_DIR in the background, counting rows as it goes, and the user who asked downloads it when done.
 * Only that user (or a platform user) sees it; files are removed when they expire.
 */
export const reportExportResource = defineResource({
  module: 'reportExport',
  table: 'report_export',
  section: 'reports',
  label: l('我的导出', 'My exports'),
  scope: 'company',
  platformRows: true,
  idParam: 'exportId',
  idAliases: ['id'],
  titleField: 'title',
  fields: {
    userId: ref(l('导出人', 'Asked by'), { to: 'sysuser', required: true, readOnly: true }),
    title: text(l('报表', 'Report'), { max: 200, required: true, readOnly: true }),
    source: text(l('导出地址', 'Export call'), { max: 300, required: true, readOnly: true }),
    filters: json<Record<string, unknown>>(l('筛选条件', 'Filters'), { readOnly: true, list: false }),
    state: dict(l('状态', 'State'), { dict: reportExportState, default: 1, readOnly: true }),
    rowsWritten: int(l('已写行数', 'Rows written'), { default: 0, readOnly: true }),
    totalRows: int(l('总行数', 'Total rows'), { default: 0, readOnly: true }),
    fileSize: int(l('文件大小(字节)', 'File size (bytes)'), { readOnly: true }),
    filePath: text(l('文件', 'File'), { max: 300, readOnly: true, list: false }),
    fileName: text(l('文件名', 'File name'), { max: 300, readOnly: true }),
    error: text(l('失败原因', 'Error'), { max: 500, readOnly: true }),
    finishedAt: datetime(l('完成时间', 'Finished at'), { readOnly: true }),
    expiresAt: datetime(l('过期时间', 'Expires at'), { readOnly: true, index: true }),
  },
  defaultSort: '-id',
  indexes: [['userId', 'state']],
  routes: { list: [], detail: [], submit: [], remove: false, export: [] },
});
