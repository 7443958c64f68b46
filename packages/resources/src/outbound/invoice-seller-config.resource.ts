import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { date, dict, int, l, text } from '../fields/field-builders';
import { invoiceInterfaceState, invoicePlatform } from './invoice-dicts';

/**
 * A park's seller on its invoices: who issues them (name, tax number, address, bank), what they are for, the
 * e-invoice platform it is registered with and until when the invoicing service runs (renewed by year or to a
 * new end date). Its interface data reaches the platform through `submitInterfaceData`; the key is stored
 * sealed and never answered.
 */
export const invoiceSellerConfigResource = defineResource({
  module: 'invoiceSellerConfig',
  table: 'invoice_seller_config',
  section: 'orders-invoices',
  label: l('开票配置', 'Invoice settings'),
  scope: 'park',
  idParam: 'RecordID',
  idAliases: ['id', 'recordId'],
  titleField: 'sellerName',
  upsertBy: ['parkId'],
  fields: {
    sellerName: text(l('销方名称', 'Seller name'), { max: 100, required: true, search: 'contains' }),
    taxNo: text(l('纳税人识别号', 'Taxpayer number'), {
      max: 20,
      required: true,
      pattern: /^[0-9A-Z]{15,20}$/,
      patternRule: l('15 到 20 位数字或大写字母', '15 to 20 digits or capital letters'),
      search: 'eq',
    }),
    addressPhone: text(l('地址电话', 'Address and phone'), { max: 150, list: false }),
    bankAccount: text(l('开户行及账号', 'Bank and account'), { max: 150, list: false }),
    goodsName: text(l('开票项目', 'Item invoiced'), { max: 60, default: '*经营租赁*停车费' }),
    taxRate: int(l('税率(%)', 'Tax rate (%)'), { min: 0, max: 17, default: 9 }),
    drawer: text(l('开票人', 'Drawer'), { max: 20, list: false }),
    platform: dict(l('开票平台', 'E-invoice platform'), { dict: invoicePlatform, default: 'sandbox', search: 'eq' }),
    appId: text(l('接口 AppID', 'Interface app id'), { max: 64, readOnly: true, list: false }),
    appSecret: text(l('接口密钥', 'Interface key'), { max: 400, readOnly: true, secret: true, list: false }),
    interfaceState: dict(l('接口状态', 'Interface state'), {
      dict: invoiceInterfaceState,
      default: 0,
      readOnly: true,
      search: 'eq',
    }),
    startDate: date(l('服务开始', 'Service start'), { required: true, sortable: true }),
    endDate: date(l('服务截止', 'Service end'), { required: true, sortable: true }),
    enabled: dict(l('启用状态', 'Enabled'), { dict: enabledState, search: 'eq', default: 1 }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-id',
  menu: { path: '/invoice/sellerConfig', group: '/invoice', icon: 'SettingOutlined', sort: 2 },
});
