import { defineResource } from '../define-resource';
import { enabledState, parkServiceType } from '../dictionaries';
import { date, dict, l, text } from '../fields/field-builders';

/** A service a park subscribes to and until when; the top-bar notice warns before it ends. */
export const parkServiceConfigResource = defineResource({
  module: 'parkServicesConfig',
  table: 'park_service_config',
  section: 'system',
  label: l('车场服务配置', 'Park service'),
  scope: 'park',
  idParam: 'id',
  titleField: 'serviceName',
  fields: {
    serviceName: text(l('服务名称', 'Service name'), { max: 60, required: true, search: 'contains' }),
    serviceType: dict(l('服务类型', 'Service type'), { dict: parkServiceType, default: 1, search: 'eq' }),
    startDate: date(l('开始日期', 'Starts on')),
    endDate: date(l('到期日期', 'Ends on'), { required: true, sortable: true }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: 'endDate',
  routes: { list: ['list', 'plat'] },
  menu: { path: '/basedata/parkServicesConfig', group: '/basedata', icon: 'ScheduleOutlined', sort: 80 },
});
