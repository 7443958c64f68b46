import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { dict, int, l, ref, text } from '../fields/field-builders';

/** An early-warning camera at a place: it recognises faces and reports records; its settings are kept here. */
export const yjCameraResource = defineResource({
  module: 'door/yjCamera',
  table: 'yj_camera',
  section: 'doors',
  label: l('预警摄像机', 'Alert camera'),
  scope: 'park',
  idParam: 'id',
  titleField: 'cameraName',
  fields: {
    cameraName: text(l('摄像机名称', 'Camera'), { max: 60, required: true, search: 'contains', sortable: true }),
    cameraCode: text(l('设备编号', 'Device code'), {
      max: 40,
      required: true,
      unique: true,
      search: 'eq',
      pattern: /^[A-Za-z0-9_-]+$/,
      patternRule: l('只能包含字母、数字、- 和 _', 'letters, digits, - and _ only'),
    }),
    placeId: ref(l('预警场所', 'Place'), { to: 'door/yjPlace', search: 'eq' }),
    ipAddress: text(l('IP 地址', 'IP address'), {
      max: 45,
      pattern: /^[0-9A-Fa-f.:]+$/,
      patternRule: l('须为 IP 地址', 'an IP address'),
    }),
    threshold: int(l('识别阈值', 'Match threshold'), { min: 50, max: 100, default: 80, list: false }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-id',
  menu: { path: '/door/yjCamera', group: '/door', icon: 'VideoCameraOutlined', sort: 12 },
});
