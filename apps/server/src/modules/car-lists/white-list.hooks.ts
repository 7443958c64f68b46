import { whiteListResource, whiteListStatus } from '@parking/resources';
import { merged, registerHooks } from '../../crud/hooks';
import { windowOf } from './validity';

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

registerHooks(whiteListResource, {
  beforeSubmit({ app }, values, existing) {
    const window = windowOf(values, existing, app.config.timeZone);
    if (!existing || existing.dataStatus === whiteListStatus.values.pending) return;
    // what was approved was this car, at this park, for this period: a change of any needs a new review
    const reviewed =
      merged(values, existing, 'plateNumber') === existing.plateNumber &&
      merged(values, existing, 'parkId') === existing.parkId &&
      sameTime(window.start, existing.startTime) &&
      sameTime(window.end, existing.endTime);
    if (reviewed) return;
    values.dataStatus = whiteListStatus.values.pending;
    values.auditRemark = null;
    values.auditTime = null;
  },
});
