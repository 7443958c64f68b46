import { defineResource } from '../define-resource';
import { bool, int, l, text } from '../fields/field-builders';

/**
 * How a roadside park's devices judge a stay (rdconfig, one row per park): how long a sensor must see a
 * car before the berth counts as taken or free, the battery level that raises a warning, and what a
 * handheld must do.
 */
export const roadsideConfigResource = defineResource({
  module: 'rdconfig',
  table: 'rd_config',
  section: 'devices',
  label: l('路侧设备配置', 'Roadside device settings'),
  scope: 'park',
  idParam: 'id',
  titleField: 'remark',
  fields: {
    occupySeconds: int(l('停入确认(秒)', 'Seconds before a berth is taken'), { min: 0, max: 3600, default: 60 }),
    leaveSeconds: int(l('驶离确认(秒)', 'Seconds before a berth is free'), { min: 0, max: 3600, default: 30 }),
    lowBatteryPercent: int(l('低电量告警(%)', 'Low battery warning (%)'), { min: 0, max: 100, default: 20 }),
    offlineMinutes: int(l('离线告警(分钟)', 'Offline warning (minutes)'), { min: 1, max: 10080, default: 30 }),
    photoRequired: bool(l('手持机须拍照', 'Handheld must take a photo'), { default: true }),
    orderOnLeave: bool(l('驶离自动生成订单', 'Raise the order when the car leaves'), { default: true }),
    remark: text(l('备注', 'Remark'), { max: 200 }),
  },
  upsertBy: ['parkId'],
  routes: { export: [] },
  menu: { path: '/road/rdconfig', group: '/road', icon: 'SettingOutlined', sort: 11 },
});
