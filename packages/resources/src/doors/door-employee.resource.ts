import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { dict, l, phone, ref, reviewFields, text } from '../fields/field-builders';

/**
 * A person who passes the company's doors: found at a door by face (the reader reports the employee number),
 * card number or QR code. Opens only while enabled and approved, through the grants of the door.
 */
export const doorEmployeeResource = defineResource({
  module: 'door/dooremployee',
  table: 'door_employee',
  section: 'doors',
  label: l('门禁人员', 'Door employee'),
  scope: 'company',
  idParam: 'EmpID',
  idAliases: ['empId', 'id'],
  titleField: 'empName',
  fields: {
    empNo: text(l('工号', 'Employee number'), {
      max: 32,
      required: true,
      unique: true,
      search: 'contains',
      sortable: true,
      pattern: /^[A-Za-z0-9_-]+$/,
      patternRule: l('只能包含字母、数字、- 和 _', 'letters, digits, - and _ only'),
    }),
    empName: text(l('姓名', 'Name'), { max: 40, required: true, search: 'contains', sortable: true }),
    deptId: ref(l('部门', 'Department'), { to: 'door/basedept', search: 'eq' }),
    phone: phone(l('手机号', 'Phone'), { search: 'contains' }),
    cardNo: text(l('卡号', 'Card number'), {
      max: 32,
      unique: true,
      search: 'eq',
      pattern: /^[A-Za-z0-9_-]+$/,
      patternRule: l('只能包含字母、数字、- 和 _', 'letters, digits, - and _ only'),
    }),
    qrCode: text(l('二维码内容', 'QR code'), { max: 64, unique: true, list: false, readOnly: true }),
    photoPath: text(l('人脸照片', 'Face photo'), { max: 300, readOnly: true, list: false }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
    ...reviewFields({ approvedWhenAdded: true }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-id',
  indexes: [['companyId', 'empNo']],
  menu: { path: '/door/dooremployee', group: '/door', icon: 'TeamOutlined', sort: 8 },
});
