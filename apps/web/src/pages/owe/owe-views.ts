import type { ProColumns } from '@ant-design/pro-components';
import { oweResource, type ResourceDef } from '@parking/resources';
import type { Row } from '../../crud/resource-api';
import type { ResourceRoute } from '../../crud/resource-routes';

/** The arrears to review: the same list, opened at those not yet reviewed. */
export const oweCheckView: ResourceDef = {
  ...oweResource,
  label: { zh: '欠费核查', en: 'Arrears check' },
  menu: { path: '/parkfeerecovery/owecheck', group: '/parkfeerecovery', icon: 'AuditOutlined' },
};

export const oweCheckColumns: Record<string, Partial<ProColumns<Row>>> = { checked: { initialValue: false } };

/** The roadside reports' arrears records: the arrears list under its report name. */
export const arrearageView: ResourceDef = {
  ...oweResource,
  label: { zh: '欠费记录', en: 'Arrears records' },
  menu: { path: '/rdstatic/arrearage', group: '/rdstatic', icon: 'WalletOutlined' },
};

export const oweViews: ResourceRoute[] = [
  { path: '/parkfeerecovery/owecheck', def: oweCheckView },
  { path: '/rdstatic/arrearage', def: arrearageView },
];
