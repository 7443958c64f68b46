import { bigScreenResource } from '@parking/resources';
import { merged, registerHooks } from '../../../crud/hooks';
import { checkedTiles } from './big-screen-layout';

/** A layout is checked whole whenever it is written: its tiles against the grid it will have. */
registerHooks(bigScreenResource, {
  beforeSubmit(_ctx, values, existing) {
    const columns = Number(merged(values, existing, 'columns') ?? 3);
    const rows = Number(merged(values, existing, 'rows') ?? 2);
    values.tiles = checkedTiles(merged(values, existing, 'tiles'), columns, rows);
  },
});
