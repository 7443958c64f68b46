import { defineResource } from '../define-resource';
import { platformSyncState } from '../dictionaries';
import { datetime, dict, l, text } from '../fields/field-builders';

/** A roadside park's registration on a city or third-party parking platform, and how its sync went. */
export const rdaParkResource = defineResource({
  module: 'plat/RdaPark',
  table: 'rda_park',
  section: 'parks',
  label: l('路侧车场平台登记', 'Roadside park registration'),
  scope: 'park',
  idParam: 'id',
  titleField: 'platName',
  permissionPrefix: 'rdaPark',
  fields: {
    platName: text(l('平台名称', 'Platform'), { max: 60, required: true, search: 'contains' }),
    platParkCode: text(l('平台车场编号', 'Code on the platform'), { max: 60, search: 'eq' }),
    syncState: dict(l('同步状态', 'Sync state'), {
      dict: platformSyncState,
      default: 0,
      search: 'eq',
      readOnly: true,
    }),
    lastSyncAt: datetime(l('最近同步', 'Last sync'), { readOnly: true }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  routes: { export: [] },
  menu: { path: '/basedata/radpark', group: '/basedata', icon: 'EnvironmentOutlined', sort: 5 },
});
