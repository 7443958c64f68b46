import {
  attendanceDetailView,
  attendanceSumView,
  doorEmployeeResource,
  type ResourceDef,
  yjDayStatisticsView,
  yjRecordResource,
} from '@parking/resources';
import type { ResourceRoute } from '../crud/resource-routes';

/** Door employees waiting for review, with the approve and refuse row actions of their declaration. */
const employeeCheckView: ResourceDef = {
  ...doorEmployeeResource,
  label: { zh: '员工审核', en: 'Employee review' },
  routes: {
    ...doorEmployeeResource.routes,
    list: ['/door/dooremployeecheck/list'],
    submit: [],
    remove: [],
    export: [],
  },
  menu: { path: '/door/dooremployeecheck', group: '/door' },
};

/** The alerts among the early-warning recognitions. */
const alertRecordView: ResourceDef = {
  ...yjRecordResource,
  label: { zh: '预警记录', en: 'Alert records' },
  routes: { ...yjRecordResource.routes, list: [{ path: 'Yjlist', fixed: { alarm: true } }], submit: [], remove: [] },
  menu: { path: '/door/yujingRecord', group: '/door' },
};

export const doorViews: ResourceRoute[] = [
  { path: '/door/dooremployeecheck', def: employeeCheckView },
  { path: '/door/yujingRecord', def: alertRecordView },
  { path: '/door/yjdaystatistics', def: yjDayStatisticsView },
  { path: '/attendance/attendanceSum', def: attendanceSumView },
  { path: '/attendance/attendanceDetail', def: attendanceDetailView },
];
