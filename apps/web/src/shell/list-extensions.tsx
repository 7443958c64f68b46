import type { ResourceDef } from '@parking/resources';
import type { ListExtension } from '../crud/list-extensions';
import ResourceListPage from '../crud/ResourceListPage';
import TreeListPage from '../crud/TreeListPage';
import { carListExtensions } from '../pages/car-lists/extensions';
import { couponListExtensions } from '../pages/coupons/extensions';
import { derateListExtensions } from '../pages/derate/extensions';
import { deviceListExtensions } from '../pages/devices/extensions';
import { doorListExtensions } from '../pages/doors/door-extensions';
import { fundListExtensions } from '../pages/funds/fund-extensions';
import { invoiceListExtensions } from '../pages/invoices/invoice-actions';
import { monthlyCarExtensions } from '../pages/monthly-cars/extensions';
import { outboundListExtensions } from '../pages/outbound/extensions';
import { parkListExtensions } from '../pages/parks/park-row-actions';
import { trafficListExtensions } from '../pages/traffic/extensions';
import { visitorListExtensions } from '../pages/visitors/visitor-extensions';
import { followerListExtensions } from '../pages/wechat/follower-extensions';

/** What each area adds to its resources' generic list pages, by resource module. */
const listExtensions: Record<string, ListExtension> = {
  ...carListExtensions,
  ...couponListExtensions,
  ...derateListExtensions,
  ...deviceListExtensions,
  ...invoiceListExtensions,
  ...doorListExtensions,
  ...fundListExtensions,
  ...monthlyCarExtensions,
  ...outboundListExtensions,
  ...parkListExtensions,
  ...trafficListExtensions,
  ...visitorListExtensions,
  ...followerListExtensions,
};

/** A resource's generic list page with the toolbar buttons and row actions its area adds. */
export default function GenericListPage({ def }: { def: ResourceDef }) {
  const { Toolbar, rowActions, selectable } = listExtensions[def.module] ?? {};
  // rows that form a tree (menus, dictionaries, areas) are listed as one
  const Page = def.treeParent ? TreeListPage : ResourceListPage;
  return (
    <Page
      def={def}
      rowActions={rowActions}
      selectable={selectable}
      renderToolbar={Toolbar && ((reload, selected) => <Toolbar def={def} reload={reload} selected={selected} />)}
    />
  );
}
