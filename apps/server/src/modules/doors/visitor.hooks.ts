import { examineState, visitorResource, whiteListResource } from '@parking/resources';
import { merged, registerHooks } from '../../crud/hooks';
import { removeRows } from '../../crud/save-row';
import { badRequest } from '../../platform/errors';
import { visitWindow } from './visitor-window';

registerHooks(visitorResource, {
  beforeSubmit({ app }, values, existing) {
    if (existing && existing.examineState !== examineState.values.pending) {
      throw badRequest({
        zh: '审核状态(examineState): 只有待审核的访客登记可以修改，该登记已审核',
        en: 'Review state(examineState): only a visit waiting for review can be changed; this one has been reviewed',
      });
    }
    visitWindow(merged(values, existing, 'startTime'), merged(values, existing, 'endTime'), app.config.timeZone);
  },
  // a removed visit opens the gate no more
  async afterRemove(ctx, rows) {
    const whiteIds = rows.flatMap((r) => (r.whiteId ? [r.whiteId] : []));
    if (whiteIds.length) await removeRows(ctx, whiteListResource, whiteIds);
  },
});
