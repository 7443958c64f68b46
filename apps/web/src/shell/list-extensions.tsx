import type { ResourceDef } from '@parking/resources';
import type { ListExtension } from '../crud/list-extensions';
import ResourceListPage from '../crud/ResourceListPage';
import { carListExtensions } from '../pages/car-lists/extensions';
import { monthlyCarExtensions } from '../pages/monthly-cars/extensions';
import { parkListExtensions } from '../pages/parks/park-row-actions';

/** What each area adds to its resources' generic list pages, by resource module. */
const listExtensions: Record<string, ListExtension> = {
  ...carListExtensions,
  ...monthlyCarExtensions,
  ...parkListExtensions,
};

/** A resource's generic list page with the buttons its area adds. */
export default function GenericListPage({ def }: { def: ResourceDef }) {
  const { Toolbar, RowActions } = listExtensions[def.module] ?? {};
  return (
    <ResourceListPage
      def={def}
      renderToolbar={Toolbar && ((reload) => <Toolbar def={def} reload={reload} />)}
      renderRowActions={RowActions && ((row, reload) => <RowActions def={def} row={row} reload={reload} />)}
    />
  );
}
