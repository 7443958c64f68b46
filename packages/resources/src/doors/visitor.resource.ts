import { defineResource } from '../define-resource';
import { examineState } from '../dictionaries';
import { datetime, dict, l, phone, plate, ref, text } from '../fields/field-builders';
import { visitorSource } from './visitor.dict';

const pending = examineState.values.pending;

/**
 * A visit to a park: invited by a resident or the office, or registered by the visitor at the park's visitor
 * QR code. It waits for examination; an approved visit with a plate puts the car on the park's white list
 * for the visit window, so the gate opens for it then and not after.
 */
export const visitorResource = defineResource({
  module: 'plat/visitorInfo',
  table: 'visitor',
  section: 'third-party',
  label: l('访客', 'Visitor'),
  scope: 'park',
  idParam: 'id',
  titleField: 'visitorName',
  fields: {
    visitorName: text(l('访客姓名', 'Visitor'), { max: 40, required: true, search: 'contains', sortable: true }),
    phone: phone(l('访客电话', 'Phone'), { search: 'contains' }),
    plateNumber: plate(l('车牌号', 'Plate'), { search: 'contains' }),
    visitReason: text(l('来访事由', 'Reason'), { max: 100 }),
    hostName: text(l('被访人', 'Host'), { max: 40, search: 'contains' }),
    hostPhone: phone(l('被访人电话', 'Host phone'), { list: false }),
    houseNo: text(l('房号/单位', 'Room or office'), { max: 60, column: { hidden: true } }),
    startTime: datetime(l('来访时间', 'Visit from'), { required: true, search: 'range', sortable: true }),
    endTime: datetime(l('离开时间', 'Visit until'), { required: true, sortable: true }),
    source: dict(l('登记方式', 'Registered by'), { dict: visitorSource, default: 2, search: 'eq', readOnly: true }),
    qrCodeId: ref(l('访客二维码', 'Visitor QR code'), { to: 'plat/visitorqrcode', readOnly: true, list: false }),
    examineState: dict(l('审核状态', 'Review state'), {
      dict: examineState,
      default: pending,
      search: 'eq',
      readOnly: true,
    }),
    examineRemark: text(l('审核意见', 'Review remark'), { max: 200, readOnly: true }),
    examineBy: text(l('审核人', 'Reviewer'), { max: 60, readOnly: true, column: { hidden: true } }),
    examineTime: datetime(l('审核时间', 'Reviewed at'), { readOnly: true, column: { hidden: true } }),
    whiteId: ref(l('白名单记录', 'White-list entry'), { to: 'parkWhiteNew', readOnly: true, list: false }),
  },
  defaultSort: '-id',
  indexes: [['parkId', 'plateNumber', 'startTime']],
  routes: {
    list: [
      'search',
      { path: 'getPagetWaitExamineList', fixed: { examineState: pending } },
      { path: 'getPageTouristExamineList', fixed: { examineState: pending, source: visitorSource.values.qrCode } },
    ],
    submit: ['add'],
    export: [],
  },
  menu: { path: '/visitor/visitormanage', group: '/visitor', icon: 'IdcardOutlined', sort: 3 },
});
