import { companyResource, lockDeviceView, parkResource, type ResourceDef, villageResource } from '@parking/resources';
import type { ResourceRoute } from '../../crud/resource-routes';

const view = (def: ResourceDef, path: string, group: string, label: ResourceDef['label']): ResourceRoute => ({
  path,
  def: { ...def, label, menu: { path, group, icon: def.menu?.icon } } satisfies ResourceDef,
});

/**
 * Lists of records declared elsewhere that the guidance and booking groups show under their own names:
 * the companies, communities and parks guidance covers, and the berth locks of the device registry (the
 * lock register's calls) for roadside and bookable berths.
 */
export const deviceRegistryViews: ResourceRoute[] = [
  view(companyResource, '/navigation/company', '/navigation', { zh: '诱导公司', en: 'Guidance company' }),
  view(villageResource, '/navigation/village', '/navigation', { zh: '诱导社区', en: 'Guidance community' }),
  view(parkResource, '/navigation/park', '/navigation', { zh: '诱导车场', en: 'Guidance park' }),
  view(lockDeviceView, '/road/lockDevice', '/road', { zh: '路侧地锁', en: 'Roadside locks' }),
  view(lockDeviceView, '/booking/lockDevice', '/booking', { zh: '地锁设备', en: 'Lock device' }),
];
