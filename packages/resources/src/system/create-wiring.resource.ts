import { defineResource } from '../define-resource';
import { int, l, phone, reviewFields, text } from '../fields/field-builders';

/** A request to set up a wired park (cameras and gates cabled to a park box), reviewed before it is built. */
export const createWiringResource = defineResource({
  module: 'plat/createwiring',
  table: 'create_wiring_park',
  section: 'system',
  label: l('有线车场创建', 'Wired park request'),
  scope: 'company',
  idParam: 'id',
  titleField: 'parkName',
  permissionPrefix: 'createwiring',
  fields: {
    parkName: text(l('停车场名称', 'Park name'), { max: 100, required: true, search: 'contains' }),
    address: text(l('地址', 'Address'), { max: 200 }),
    contact: text(l('联系人', 'Contact'), { max: 40 }),
    phone: phone(l('联系电话', 'Phone')),
    laneCount: int(l('车道数', 'Lanes'), { min: 0, max: 100, default: 2 }),
    stallCount: int(l('车位数', 'Stalls'), { min: 0, max: 100000, default: 0 }),
    ...reviewFields(),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  menu: { path: '/basedata/createwiringpark', group: '/basedata', icon: 'ThunderboltOutlined', sort: 85 },
});
