import { registerHooks } from '../../crud/hooks';
import { badRequest } from '../../platform/errors';
import { merged } from '../parks/visible';
import { blackListClash, lockPlate } from './black-list-clash';
import { startNowIfOpen, windowOf } from './validity';

registerHooks('parkBlackList', {
  async beforeSubmit({ tx, app }, values, existing) {
    startNowIfOpen(values, existing);
    const window = windowOf(values, existing, app.config.timeZone);
    const parkId = Number(merged(values, existing, 'parkId'));
    const plate = String(merged(values, existing, 'plateNumber'));
    await lockPlate(tx, 'black', parkId, plate);
    const clash = await blackListClash(
      tx,
      { parkId, plate, window, exceptId: existing ? Number(existing.id) : undefined },
      app.config.timeZone,
    );
    if (clash) throw badRequest(clash);
  },
});
