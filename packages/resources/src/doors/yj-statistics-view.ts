import { defineResource } from '../define-resource';
import { date, int, l, ref, text } from '../fields/field-builders';

/**
 * The early-warning cameras' recognitions per local day: how many, how many alerts, how many known people.
 * Declared like a resource for the console's list page and search form; its route is hand-written
 * (apps/server/src/modules/doors/yj-record.routes.ts) and it is not in `resources`.
 */
export const yjDayStatisticsView = defineResource({
  module: 'door/yjRecord',
  table: '',
  section: 'reports',
  label: l('每日统计', 'Daily statistics'),
  scope: 'park',
  idParam: 'id',
  titleField: 'cameraName',
  fields: {
    day: date(l('日期', 'Day'), { search: 'range' }),
    cameraId: ref(l('预警摄像机', 'Alert camera'), { to: 'door/yjCamera', search: 'eq', dependsOn: false }),
    cameraName: text(l('摄像机名称', 'Camera name'), { max: 60, list: false }),
    total: int(l('识别次数', 'Recognitions')),
    alarms: int(l('预警次数', 'Alerts')),
    persons: int(l('识别人数', 'People known')),
  },
  permissionPrefix: 'door/yjCamera',
  routes: { list: ['/door/yjRecord/dayStatisticslist'], detail: [], submit: [], remove: false, export: [] },
  menu: { path: '/door/yjdaystatistics', group: '/door' },
});
