import { defineResource } from '../define-resource';
import { datetime, l, ref, text } from '../fields/field-builders';

/** A picture an early-warning camera took, by its address. */
export const yjImageResource = defineResource({
  module: 'door/yjImage',
  table: 'yj_image',
  // kept by whoever keeps the alert cameras: they have no page of their own
  permissionPrefix: 'door/yjCamera',
  section: 'doors',
  label: l('预警抓拍', 'Alert picture'),
  scope: 'park',
  idParam: 'id',
  titleField: 'imageUrl',
  fields: {
    cameraId: ref(l('预警摄像机', 'Camera'), { to: 'door/yjCamera', required: true, search: 'eq' }),
    takenAt: datetime(l('抓拍时间', 'Taken at'), { required: true, search: 'range', sortable: true }),
    imageUrl: text(l('图片地址', 'Picture address'), { max: 300, required: true }),
    remark: text(l('备注', 'Remark'), { max: 200 }),
  },
  defaultSort: '-takenAt',
});
