import { registerHooks } from '../../crud/hooks';
import { merged } from '../parks/visible';
import { whiteStatus } from './statuses';
import { windowOf } from './validity';

const sameTime = (a: Date | null, b: unknown) => (a?.getTime() ?? null) === (b instanceof Date ? b.getTime() : null);

registerHooks('parkWhiteNew', {
  beforeSubmit({ app }, values, existing) {
    const window = windowOf(values, existing, app.config.timeZone);
    if (!existing || existing.dataStatus === whiteStatus.pending) return;
    // what was approved was this car, at this park, for this period: a change of any needs a new review
    const reviewed =
      merged(values, existing, 'plateNumber') === existing.plateNumber &&
      Number(merged(values, existing, 'parkId')) === Number(existing.parkId) &&
      sameTime(window.start, existing.startTime) &&
      sameTime(window.end, existing.endTime);
    if (reviewed) return;
    values.$dataStatus = whiteStatus.pending;
    values.$auditRemark = null;
    values.$auditTime = null;
  },
});
