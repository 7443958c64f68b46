import { defineResource } from '../define-resource';
import { l, text } from '../fields/field-builders';

/**
 * Data sources the code tool may describe. The server never connects to them; a password is kept only
 * as a hash so that none can be read back.
 */
export const datasourceResource = defineResource({
  module: 'blade-develop/datasource',
  table: 'sys_datasource',
  section: 'system',
  label: l('数据源', 'Data source'),
  scope: 'platform',
  platformOnly: true,
  idParam: 'id',
  titleField: 'name',
  permissionPrefix: 'datasource',
  fields: {
    name: text(l('名称', 'Name'), { max: 60, required: true, unique: 'global', search: 'contains' }),
    driverClass: text(l('驱动', 'Driver'), { max: 100, default: 'org.postgresql.Driver' }),
    url: text(l('连接地址', 'Address'), { max: 300, required: true }),
    username: text(l('用户名', 'User name'), { max: 60 }),
    password: text(l('密码', 'Password'), { max: 128, secret: true, list: false }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  menu: { path: '/tool/datasource', group: '/tool', icon: 'DatabaseOutlined', sort: 2 },
});
