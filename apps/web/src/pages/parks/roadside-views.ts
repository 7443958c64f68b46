import { companyResource, parkResource, type ResourceDef } from '@parking/resources';
import type { ResourceRoute } from '../../crud/resource-routes';

/** The kind is fixed on roadside parks: the server makes every park added here one. */
const { parkKind: _fixedKind, ...roadsideParkFields } = parkResource.fields;

/**
 * The roadside group's own lists of records declared elsewhere: roadside parks through curbPark (which
 * answers the park engine's calls for parks of kind 10 only), and the companies that run them.
 */
export const roadsideViews: ResourceRoute[] = [
  {
    path: '/road/park',
    def: {
      ...parkResource,
      module: 'curbPark',
      permissionPrefix: parkResource.permissionPrefix ?? parkResource.module,
      label: { zh: '路侧停车场', en: 'Roadside park' },
      fields: roadsideParkFields,
      routes: { ...parkResource.routes, export: [] },
      menu: { path: '/road/park', group: '/road', icon: 'EnvironmentOutlined' },
    } satisfies ResourceDef,
  },
  {
    path: '/road/company',
    def: {
      ...companyResource,
      label: { zh: '路侧公司', en: 'Roadside company' },
      menu: { path: '/road/company', group: '/road', icon: 'BankOutlined' },
    } satisfies ResourceDef,
  },
];
