import { defineResource } from '../define-resource';
import { passKind, passState } from '../dictionaries';
import { datetime, dict, json, l, money, phone, plate, ref, text } from '../fields/field-builders';

/**
 * A monthly pass (grantId): one or more plates may park in a park (or some of its areas) from its start
 * to its end. Its period changes only by renewal, pause and recovery (parkMonth/renewal*, tempStop, recorve).
 */
export const monthPassResource = defineResource({
  module: 'parkMonth',
  table: 'month_pass',
  section: 'monthly-cars',
  label: l('月卡', 'Monthly pass'),
  scope: 'park',
  idParam: 'grantId',
  titleField: 'plateNumber',
  fields: {
    plateNumber: plate(l('车牌号', 'Plate'), { required: true, search: 'contains', sortable: true }),
    passKind: dict(l('月卡类型', 'Pass kind'), { dict: passKind, default: 1, search: 'eq' }),
    startTime: datetime(l('开始时间', 'Start'), { required: true, sortable: true }),
    endTime: datetime(l('到期时间', 'End'), { required: true, search: 'range', sortable: true }),
    state: dict(l('状态', 'State'), {
      dict: passState,
      default: 1,
      readOnly: true,
      search: 'eq',
      // an active pass past its end is expired, one ending within the notice days is ending soon
      derived: {
        from: 'endTime',
        applies: [passState.values.active],
        past: passState.values.expired,
        soon: passState.values.endingSoon,
        noticeDays: { param: 'monthPass.noticeDays', days: 7 },
      },
    }),
    ownerName: text(l('车主姓名', 'Owner'), { max: 40, search: 'contains' }),
    ownerPhone: phone(l('联系电话', 'Phone'), { search: 'eq' }),
    monthlyFee: money(l('月租费', 'Monthly fee'), { default: 0 }),
    groupId: ref(l('车位组', 'Share group'), { to: 'parkCarBitGroup', search: 'eq' }),
    areaId: ref(l('区域', 'Area'), { to: 'baseParkArea', search: 'eq', list: false }),
    plateNumbers: text(l('其他车牌', 'More plates'), {
      max: 120,
      list: false,
      help: l('同一月卡的其他车牌，逗号分隔', 'Other plates of the same pass, separated by commas'),
    }),
    pausedAt: datetime(l('暂停时间', 'Paused at'), { readOnly: true, list: false }),
    gateIds: json(l('授权通道', 'Gates allowed'), { readOnly: true, list: false }),
    shortNoPlate: text(l('无牌车短码', 'No-plate short code'), { max: 20, readOnly: true, list: false }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: 'endTime',
  indexes: [['parkId', 'plateNumber']],
  routes: {
    // roadsideListPage: the passes of roadside parks (park kind 10), for /road/rdCarMonth
    list: ['list', 'listPage', { path: 'roadsideListPage', fixed: { 'parkId.parkKind': 10 } }],
    detail: ['detail'],
    submit: ['submit', 'add'],
    export: ['exportListPage'],
  },
  menu: { path: '/car/carMonthNew', group: '/car', icon: 'IdcardOutlined', sort: 1 },
});
