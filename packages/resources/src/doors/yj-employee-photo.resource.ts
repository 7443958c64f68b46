import { defineResource } from '../define-resource';
import { l, ref, text } from '../fields/field-builders';

/** A face picture of a watched person, as it is pushed to the cameras (by its address). */
export const yjEmployeePhotoResource = defineResource({
  module: 'door/yjEmployeephoto',
  table: 'yj_employee_photo',
  // kept by whoever keeps the alert cameras: they have no page of their own
  permissionPrefix: 'door/yjCamera',
  section: 'doors',
  label: l('预警人员照片', 'Watched person photo'),
  scope: 'company',
  idParam: 'id',
  titleField: 'photoUrl',
  fields: {
    yjEmployeeId: ref(l('预警人员', 'Watched person'), { to: 'door/yjEmployee', required: true, search: 'eq' }),
    photoUrl: text(l('照片地址', 'Photo address'), { max: 300, required: true }),
    remark: text(l('备注', 'Remark'), { max: 200 }),
  },
  defaultSort: '-id',
});
