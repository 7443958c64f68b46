import { defineResource } from '../define-resource';
import { bool, int, json, l, ref, text } from '../fields/field-builders';

/** Every change made through the API, written by the server itself. */
export const operateLogResource = defineResource({
  module: 'parkoperatelog',
  table: 'operate_log',
  section: 'reports',
  label: l('操作日志', 'Operation log'),
  scope: 'company',
  platformRows: true,
  idParam: 'id',
  titleField: 'action',
  fields: {
    userId: ref(l('用户', 'User'), { to: 'sysuser', search: 'eq', readOnly: true }),
    username: text(l('账号', 'Account'), { max: 40, search: 'eq', readOnly: true }),
    // the API module, for filtering; the action names what was done for people
    module: text(l('模块', 'Module'), { max: 200, search: 'eq', readOnly: true, list: false }),
    action: text(l('操作', 'Action'), { max: 300, search: 'contains', readOnly: true, bilingual: true }),
    method: text(l('方法', 'Method'), { max: 10, readOnly: true }),
    path: text(l('地址', 'Path'), { max: 300, readOnly: true }),
    params: json(l('参数', 'Parameters'), { list: false, readOnly: true }),
    success: bool(l('成功', 'Succeeded'), { search: 'eq', readOnly: true }),
    msg: text(l('结果', 'Result'), { max: 1500, readOnly: true, bilingual: true }),
    ip: text(l('IP', 'IP'), { max: 64, readOnly: true }),
    durationMs: int(l('耗时(毫秒)', 'Duration (ms)'), { readOnly: true }),
  },
  defaultSort: '-id',
  routes: { list: ['getPageList', 'list'], submit: [], remove: false, export: ['export'] },
  menu: { path: '/operatelog/operatelog', group: '/operatelog', icon: 'FileSearchOutlined', sort: 1 },
});
