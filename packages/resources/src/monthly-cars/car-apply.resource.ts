import { defineResource } from '../define-resource';
import { carApplyState, passKind } from '../dictionaries';
import { datetime, dict, int, l, money, phone, plate, text } from '../fields/field-builders';

/** A driver's application for a monthly pass; passing it makes the pass (parkCarApply/pass). */
export const carApplyResource = defineResource({
  module: 'parkCarApply',
  table: 'car_apply',
  section: 'parks',
  label: l('月卡申请', 'Pass application'),
  scope: 'park',
  idParam: 'recordId',
  titleField: 'plateNumber',
  fields: {
    plateNumber: plate(l('车牌号', 'Plate'), { required: true, search: 'contains' }),
    ownerName: text(l('车主姓名', 'Owner'), { max: 40, required: true, search: 'contains' }),
    ownerPhone: phone(l('联系电话', 'Phone'), { required: true, search: 'eq' }),
    passKind: dict(l('月卡类型', 'Pass kind'), { dict: passKind, default: 1 }),
    months: int(l('申请月数', 'Months'), { min: 1, max: 120, default: 1 }),
    monthlyFee: money(l('月租费', 'Monthly fee'), { default: 0 }),
    state: dict(l('状态', 'State'), { dict: carApplyState, default: 0, readOnly: true, search: 'eq' }),
    auditRemark: text(l('审核意见', 'Review remark'), { max: 200, readOnly: true }),
    auditedAt: datetime(l('审核时间', 'Reviewed at'), { readOnly: true }),
    grantId: int(l('月卡编号', 'Pass id'), { readOnly: true, list: false }),
    remark: text(l('申请说明', 'Note'), { max: 200, list: false }),
  },
  routes: {
    list: ['list', 'getApplyPagelist'],
    detail: ['detail'],
    submit: [],
    remove: false,
    export: [],
  },
  menu: { path: '/car/parkcarapply', group: '/car', icon: 'SolutionOutlined', sort: 5 },
});
