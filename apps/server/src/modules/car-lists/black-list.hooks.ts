import { blackListResource } from '@parking/resources';
import { merged, registerHooks } from '../../crud/hooks';
import { badRequest } from '../../platform/errors';
import { blackListClash, lockPlate } from './black-list-clash';
import { startNowIfOpen, windowOf } from './validity';

registerHooks(blackListResource, {
  async beforeSubmit({ tx, app }, values, existing) {
    startNowIfOpen(values, existing);
    const window = windowOf(values, existing, app.config.timeZone);
    const parkId = merged(values, existing, 'parkId');
    const plate = merged(values, existing, 'plateNumber');
    // without them the write is refused as incomplete further on
    if (parkId == null || plate == null) return;
    await lockPlate(tx, 'black', parkId, plate);
    const clash = await blackListClash(tx, { parkId, plate, window, exceptId: existing?.id }, app.config.timeZone);
    if (clash) throw badRequest(clash);
  },
});
