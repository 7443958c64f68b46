import { defineResource } from '../define-resource';
import { datetime, dict, l, ref, text } from '../fields/field-builders';
import { authorizeState } from './device-registry.dict';

/**
 * A camera the platform knows by its serial number and whether it may join (platAuthorize): a company
 * may bind only an authorised camera to its parks (see createSnDevice/getSnVerify).
 */
export const cameraAuthorizationResource = defineResource({
  module: 'platAuthorize',
  table: 'camera_authorization',
  section: 'devices',
  label: l('相机授权', 'Camera authorisation'),
  scope: 'platform',
  platformOnly: true,
  idParam: 'id',
  titleField: 'sn',
  fields: {
    sn: text(l('相机序列号', 'Camera serial number'), {
      max: 40,
      required: true,
      unique: 'global',
      search: 'contains',
      pattern: /^[A-Za-z0-9_-]+$/,
      patternRule: l('只能包含字母、数字、- 和 _', 'letters, digits, - and _ only'),
    }),
    model: text(l('型号', 'Model'), { max: 40 }),
    manufacturerId: ref(l('厂商', 'Manufacturer'), { to: 'sysManufacturer' }),
    ownerCompanyId: ref(l('授权公司(空为不限)', 'Company (empty: any)'), {
      to: 'basecompany',
      dependsOn: false,
      search: 'eq',
    }),
    authorizeState: dict(l('授权状态', 'Authorisation'), { dict: authorizeState, default: 0, search: 'eq' }),
    expiresAt: datetime(l('授权到期', 'Authorised until'), { sortable: true }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  routes: { export: [] },
  menu: { path: '/system/analysisCamera', group: '/system', icon: 'VideoCameraOutlined', sort: 34 },
});
