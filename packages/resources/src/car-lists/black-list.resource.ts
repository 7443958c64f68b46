import { defineResource } from '../define-resource';
import { datetime, l, plate, text } from '../fields/field-builders';

/**
 * A car refused at one park's gates while the entry is valid (from startTime, open-ended without
 * endTime). A plate is on a park's black list at most once for any moment.
 */
export const blackListResource = defineResource({
  module: 'parkBlackList',
  table: 'park_black_list',
  section: 'monthly-cars',
  label: l('黑名单', 'Black list'),
  scope: 'park',
  idParam: 'id',
  titleField: 'plateNumber',
  fields: {
    plateNumber: plate(l('车牌号', 'Plate'), { required: true, search: 'contains', sortable: true }),
    reason: text(l('拉黑原因', 'Reason'), { max: 200, required: true, search: 'contains' }),
    startTime: datetime(l('生效时间', 'Valid from'), { search: 'range', sortable: true }),
    endTime: datetime(l('失效时间', 'Valid until'), { sortable: true }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  indexes: [['parkId', 'plateNumber']],
  defaultSort: '-id',
  routes: { list: ['listPage'], export: ['exportListPage'] },
  menu: { path: '/car/blacklist', group: '/car', icon: 'SafetyOutlined', sort: 5 },
});
