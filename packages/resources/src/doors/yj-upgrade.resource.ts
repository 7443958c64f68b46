import { defineResource } from '../define-resource';
import { dict, l, ref, text } from '../fields/field-builders';
import { yjSendState } from './door.dict';

/** A firmware version to install on an early-warning camera, and whether it went out. */
export const yjUpgradeResource = defineResource({
  module: 'door/yjUpgrade',
  table: 'yj_upgrade',
  // kept by whoever keeps the alert cameras: they have no page of their own
  permissionPrefix: 'door/yjCamera',
  section: 'doors',
  label: l('预警设备升级', 'Alert camera upgrade'),
  scope: 'park',
  idParam: 'id',
  titleField: 'version',
  fields: {
    cameraId: ref(l('预警摄像机', 'Camera'), { to: 'door/yjCamera', required: true, search: 'eq' }),
    version: text(l('版本号', 'Version'), { max: 40, required: true, search: 'contains' }),
    packageUrl: text(l('升级包地址', 'Package address'), { max: 300 }),
    sendState: dict(l('下发状态', 'Sent'), { dict: yjSendState, default: 0, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200 }),
  },
  defaultSort: '-id',
});
