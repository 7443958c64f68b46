import { defineResource } from '../define-resource';
import { dict, l, phone, text } from '../fields/field-builders';
import { yjListKind } from './door.dict';

/** A person on an early-warning list: a camera that recognises them raises an alert of the list's kind. */
export const yjEmployeeResource = defineResource({
  module: 'door/yjEmployee',
  table: 'yj_employee',
  // kept by whoever keeps the alert cameras: they have no page of their own
  permissionPrefix: 'door/yjCamera',
  section: 'doors',
  label: l('预警人员', 'Watched person'),
  scope: 'company',
  idParam: 'id',
  titleField: 'personName',
  fields: {
    personName: text(l('姓名', 'Name'), { max: 40, required: true, search: 'contains', sortable: true }),
    listKind: dict(l('名单类型', 'List'), { dict: yjListKind, required: true, default: 1, search: 'eq' }),
    phone: phone(l('手机号', 'Phone'), { search: 'contains' }),
    remark: text(l('备注', 'Remark'), { max: 200 }),
  },
  defaultSort: '-id',
});
