import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries/system.dict';
import { dict, int, json, l, money, phone, text } from '../fields/field-builders';
import { sellerSettleKind } from './coupon.dict';

/**
 * A merchant (shop, hotel, office) paying part of its visitors' parking at some parks of its company. Its
 * balance and minutes move only through its ledger (parkSellerLedger): they are the sum of the ledger's rows.
 */
export const sellerResource = defineResource({
  module: 'parkseller',
  table: 'park_seller',
  section: 'coupons',
  label: l('商户', 'Merchant'),
  scope: 'company',
  idParam: 'sellerId',
  titleField: 'sellerName',
  fields: {
    sellerName: text(l('商户名称', 'Merchant name'), { max: 60, required: true, search: 'contains', sortable: true }),
    parkIds: json<number[]>(l('所属车场', 'Parks'), { readOnly: true, list: false }),
    settleKind: dict(l('结算方式', 'Settlement'), { dict: sellerSettleKind, required: true, search: 'eq' }),
    creditLine: money(l('授信额度', 'Credit line'), { min: 0, max: 100_000_000, default: 0 }),
    balance: money(l('余额', 'Balance'), { readOnly: true, default: 0 }),
    minutesBalance: int(l('剩余时长(分钟)', 'Minutes left'), { readOnly: true, default: 0 }),
    contactName: text(l('联系人', 'Contact'), { max: 40 }),
    contactPhone: phone(l('联系电话', 'Contact phone')),
    accountName: text(l('登录账号', 'Sign-in account'), {
      max: 40,
      min: 3,
      list: false,
      pattern: /^[A-Za-z0-9_.@-]+$/,
      patternRule: l('只能包含字母、数字和 _ . @ -', 'may contain only letters, digits and _ . @ -'),
      help: l(
        '填写后为商户开设此登录账号（商户角色），初始密码以短信发送到联系电话',
        'Opens this sign-in account for the merchant (merchant role); its first password is texted to the contact phone',
      ),
    }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-id',
  routes: { export: [] },
  menu: { path: '/derate/parkseller', group: '/derate', icon: 'ShopOutlined', sort: 1 },
});
