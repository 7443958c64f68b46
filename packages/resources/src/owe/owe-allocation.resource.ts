import { defineResource } from '../define-resource';
import { datetime, l, money, plate, ref } from '../fields/field-builders';

/**
 * How a payment that carried arrears (an exit order with its debts added) was shared among them: oldest debt
 * first, one row per arrear it paid. The rows of an order add up to what it carried for arrears, less what was
 * refunded because the debt had been paid elsewhere meanwhile.
 */
export const oweAllocationResource = defineResource({
  module: 'plat/oweAllocation',
  table: 'owe_allocation',
  section: 'owe',
  label: l('欠费缴纳分配', 'Arrears payment allocation'),
  scope: 'park',
  idParam: 'id',
  titleField: 'plateNumber',
  fields: {
    oweId: ref(l('欠费记录', 'Arrear'), { to: 'plat/owe', required: true, search: 'eq' }),
    orderId: ref(l('订单', 'Order'), { to: 'parkorder', required: true, search: 'eq' }),
    plateNumber: plate(l('车牌号', 'Plate'), { required: true, search: 'contains' }),
    amount: money(l('分配金额', 'Amount'), { required: true, min: 1 }),
    paidTime: datetime(l('缴费时间', 'Paid at'), { required: true, search: 'range', sortable: true }),
  },
  indexes: [['oweId'], ['orderId']],
  defaultSort: '-id',
  routes: { detail: [], submit: [], remove: false, export: [] },
});
