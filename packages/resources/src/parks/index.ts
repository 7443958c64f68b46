import { parkResource } from './park.resource';
import { villageResource } from './village.resource';

export { parkResource, villageResource };

export const parkResources = [villageResource, parkResource];
