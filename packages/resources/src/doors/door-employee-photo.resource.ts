import { defineResource } from '../define-resource';
import { datetime, int, l, ref, text } from '../fields/field-builders';

/**
 * The face photos an employee has had: one row per stored photo (single upload, zip import, or added from the
 * employee's current photo), the newest being the one readers use.
 */
export const doorEmployeePhotoResource = defineResource({
  module: 'door/dooremployeephoto',
  table: 'door_employee_photo',
  section: 'doors',
  label: l('人员照片', 'Employee photo'),
  scope: 'company',
  idParam: 'id',
  titleField: 'photoPath',
  fields: {
    employeeId: ref(l('人员', 'Employee'), { to: 'door/dooremployee', required: true, search: 'eq' }),
    photoPath: text(l('人脸照片', 'Face photo'), { max: 300, readOnly: true }),
    sizeKb: int(l('大小(KB)', 'Size (KB)'), { readOnly: true }),
    storedAt: datetime(l('上传时间', 'Stored at'), { readOnly: true, sortable: true }),
    remark: text(l('备注', 'Remark'), { max: 200 }),
  },
  defaultSort: '-id',
  menu: { path: '/door/dooremployeephoto', group: '/door', icon: 'PictureOutlined', sort: 8 },
});
