import { defineResource } from '../define-resource';
import { manageBookState } from '../dictionaries';
import { datetime, dict, l, phone, plate, ref, text } from '../fields/field-builders';

/**
 * The manage book: residents and tenants register their cars with a park's management. A passed
 * registration puts the car on the park's white list for the period asked; a refused one keeps the
 * refusal remark for the applicant.
 */
export const manageBookResource = defineResource({
  module: 'plat/managebook',
  table: 'manage_book',
  section: 'parks',
  label: l('管理台账', 'Manage book'),
  scope: 'park',
  idParam: 'id',
  titleField: 'plateNumber',
  fields: {
    plateNumber: plate(l('车牌号', 'Plate'), { required: true, search: 'contains', sortable: true }),
    ownerName: text(l('车主姓名', 'Owner'), { max: 40, required: true, search: 'contains' }),
    phone: phone(l('联系电话', 'Phone')),
    houseNo: text(l('房号', 'Room'), { max: 60, search: 'contains' }),
    startTime: datetime(l('开始时间', 'From'), { sortable: true }),
    endTime: datetime(l('结束时间', 'Until'), { sortable: true }),
    applyRemark: text(l('申请说明', 'Application note'), { max: 200, list: false }),
    state: dict(l('审核状态', 'Review state'), { dict: manageBookState, default: 0, search: 'eq', readOnly: true }),
    refuseRemark: text(l('拒绝原因', 'Refusal remark'), { max: 200, readOnly: true }),
    auditTime: datetime(l('审核时间', 'Reviewed at'), { readOnly: true }),
    whiteId: ref(l('白名单记录', 'White-list entry'), { to: 'parkWhiteNew', readOnly: true, list: false }),
  },
  defaultSort: '-id',
  routes: { list: ['listPage'], export: [] },
  menu: { path: '/car/managebook', group: '/car', icon: 'BookOutlined', sort: 12 },
});
