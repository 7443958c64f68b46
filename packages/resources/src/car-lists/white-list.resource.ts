import { defineResource } from '../define-resource';
import { whiteListStatus } from '../dictionaries';
import { datetime, dict, l, phone, plate, text } from '../fields/field-builders';

/**
 * A car let in free of charge at one park (staff, owners, partners). It opens the gate only once
 * approved and while within its validity; a change to an entry puts it back under review.
 */
export const whiteListResource = defineResource({
  module: 'parkWhiteNew',
  table: 'park_white_list',
  section: 'monthly-cars',
  label: l('白名单', 'White list'),
  scope: 'park',
  idParam: 'id',
  titleField: 'plateNumber',
  fields: {
    plateNumber: plate(l('车牌号', 'Plate'), { required: true, search: 'contains', sortable: true }),
    ownerName: text(l('车主姓名', 'Owner'), { max: 40, search: 'contains' }),
    phone: phone(l('联系电话', 'Phone')),
    startTime: datetime(l('生效时间', 'Valid from'), { sortable: true }),
    endTime: datetime(l('失效时间', 'Valid until'), { search: 'range', sortable: true }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
    dataStatus: dict(l('审核状态', 'Review state'), {
      dict: whiteListStatus,
      default: 0,
      search: 'eq',
      readOnly: true,
    }),
    auditRemark: text(l('审核意见', 'Review remark'), { max: 200, readOnly: true }),
    auditTime: datetime(l('审核时间', 'Reviewed at'), { readOnly: true }),
  },
  indexes: [['parkId', 'plateNumber']],
  routes: { list: ['list'], export: [] },
  menu: { path: '/car/whitelist', group: '/car', icon: 'SafetyOutlined', sort: 5 },
});
