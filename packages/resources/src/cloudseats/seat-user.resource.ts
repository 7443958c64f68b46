import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { dict, l, phone, ref, text } from '../fields/field-builders';

/** A remote booth operator (cloud seat): a console user with a SIP line, who answers gates from afar. */
export const seatUserResource = defineResource({
  module: 'SipSeatuser',
  table: 'cloud_seat_user',
  section: 'third-party',
  label: l('坐席用户', 'Seat user'),
  scope: 'company',
  idParam: 'id',
  titleField: 'seatName',
  fields: {
    seatName: text(l('坐席名称', 'Seat'), { max: 40, required: true, search: 'contains', sortable: true }),
    userId: ref(l('登录账号', 'Console user'), { to: 'sysuser', search: 'eq' }),
    sipAccount: text(l('SIP 账号', 'SIP account'), {
      max: 40,
      required: true,
      unique: true,
      search: 'eq',
      pattern: /^[A-Za-z0-9_.-]+$/,
      patternRule: l('只能包含字母、数字和 _ . -', 'letters, digits and _ . - only'),
    }),
    phone: phone(l('手机号', 'Phone'), { search: 'contains' }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-id',
  routes: { list: ['list'], detail: ['detail'], submit: ['submit'], remove: [{ path: 'delete', style: 'ids-query' }] },
  menu: { path: '/cloudseat/seatuser', group: '/cloudseat', icon: 'UserOutlined', sort: 2 },
});
