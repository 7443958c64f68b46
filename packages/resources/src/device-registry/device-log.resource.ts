import { defineResource } from '../define-resource';
import { datetime, dict, int, l, ref, text } from '../fields/field-builders';
import { deviceLogState } from './device-registry.dict';

/**
 * A log file a device was asked to upload (its last hours of messages, errors and restarts), for the
 * engineer looking into a camera that misreads or drops off: who asked and why, the command that asked,
 * and the file once the device sent it, kept under DATA_DIR.
 */
export const deviceLogResource = defineResource({
  module: 'deviceLog',
  table: 'device_log',
  section: 'devices',
  label: l('远程日志', 'Remote log'),
  scope: 'park',
  idParam: 'logId',
  titleField: 'fileName',
  fields: {
    deviceId: ref(l('设备', 'Device'), { to: 'gateDevice', required: true, search: 'eq', readOnly: true }),
    commandId: ref(l('指令', 'Command'), { to: 'deviceCommand', readOnly: true, list: false }),
    hours: int(l('日志时长(小时)', 'Hours of log'), { min: 1, max: 168, default: 24, readOnly: true }),
    reason: text(l('原因', 'Reason'), { max: 200, search: 'contains', readOnly: true }),
    requestedBy: text(l('请求人', 'Asked by'), { max: 60, readOnly: true, search: 'contains' }),
    state: dict(l('状态', 'State'), { dict: deviceLogState, default: 0, search: 'eq', readOnly: true }),
    fileName: text(l('文件名', 'File name'), { max: 120, readOnly: true }),
    fileSize: int(l('文件大小(字节)', 'Size (bytes)'), { readOnly: true }),
    filePath: text(l('存储路径', 'Stored at'), { max: 300, readOnly: true, list: false }),
    uploadedAt: datetime(l('上传时间', 'Uploaded at'), { readOnly: true, search: 'range' }),
    note: text(l('说明', 'Note'), { max: 500, readOnly: true, bilingual: true }),
  },
  defaultSort: '-id',
  indexes: [['deviceId', 'state']],
  routes: { submit: [], remove: false, export: ['export'] },
  menu: { path: '/system/romoteLog', group: '/system', icon: 'FileTextOutlined', sort: 35 },
});
