import { defineResource } from '../define-resource';
import { datetime, dict, l, ref, text } from '../fields/field-builders';
import { yjSendState } from './door.dict';

/** A watched person's identity pushed to an early-warning camera, and whether it arrived. */
export const yjIdentitydownResource = defineResource({
  module: 'door/yjIdentitydown',
  table: 'yj_identitydown',
  section: 'doors',
  label: l('身份下发', 'Identity push'),
  scope: 'park',
  idParam: 'id',
  titleField: 'remark',
  fields: {
    cameraId: ref(l('预警摄像机', 'Camera'), { to: 'door/yjCamera', required: true, search: 'eq' }),
    yjEmployeeId: ref(l('预警人员', 'Watched person'), { to: 'door/yjEmployee', required: true, search: 'eq' }),
    sendState: dict(l('下发状态', 'Sent'), { dict: yjSendState, default: 0, search: 'eq' }),
    sentAt: datetime(l('下发时间', 'Sent at'), { sortable: true }),
    remark: text(l('备注', 'Remark'), { max: 200 }),
  },
  defaultSort: '-id',
  menu: { path: '/door/yjIdentitydown', group: '/door', icon: 'IdcardOutlined', sort: 15 },
});
