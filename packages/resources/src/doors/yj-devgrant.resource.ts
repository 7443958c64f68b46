import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { datetime, dict, l, ref, text } from '../fields/field-builders';

/** Which watched person an early-warning camera looks for, until when. */
export const yjDevgrantResource = defineResource({
  module: 'door/yjDevgrant',
  table: 'yj_devgrant',
  // kept by whoever keeps the alert cameras: they have no page of their own
  permissionPrefix: 'door/yjCamera',
  section: 'doors',
  label: l('预警设备授权', 'Alert camera grant'),
  scope: 'park',
  idParam: 'id',
  titleField: 'remark',
  fields: {
    cameraId: ref(l('预警摄像机', 'Camera'), { to: 'door/yjCamera', required: true, search: 'eq' }),
    yjEmployeeId: ref(l('预警人员', 'Watched person'), { to: 'door/yjEmployee', required: true, search: 'eq' }),
    validUntil: datetime(l('失效时间', 'Valid until')),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200 }),
  },
  defaultSort: '-id',
});
