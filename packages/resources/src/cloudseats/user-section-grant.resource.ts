import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { dict, l, ref, text } from '../fields/field-builders';

/** A console user (a roadside collector or a seat operator) granted one berth section of a roadside park. */
export const userSectionGrantResource = defineResource({
  module: 'userSectionGrant',
  table: 'user_section_grant',
  section: 'third-party',
  label: l('用户路段授权', 'User section grant'),
  scope: 'park',
  idParam: 'id',
  titleField: 'remark',
  fields: {
    userId: ref(l('用户', 'User'), { to: 'sysuser', required: true, search: 'eq' }),
    sectionId: ref(l('泊位段', 'Berth section'), { to: 'curbPark/area', required: true, search: 'eq' }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200 }),
  },
  defaultSort: '-id',
  indexes: [['userId', 'sectionId']],
  routes: {
    list: ['list'],
    detail: [],
    submit: ['add', 'update'],
    remove: [{ path: 'delete', style: 'delete' }],
  },
  menu: { path: '/cloudseat/userSection', group: '/cloudseat', icon: 'ApartmentOutlined', sort: 4 },
});
