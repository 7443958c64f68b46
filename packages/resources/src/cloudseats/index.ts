import type { ResourceDef } from '../define-resource';
import { seatGateGrantResource } from './seat-gate-grant.resource';
import { seatOrderResource } from './seat-order.resource';
import { seatParkGrantResource } from './seat-park-grant.resource';
import { seatUserResource } from './seat-user.resource';
import { userSectionGrantResource } from './user-section-grant.resource';

export * from './seat-order.dict';
export { seatGateGrantResource, seatOrderResource, seatParkGrantResource, seatUserResource, userSectionGrantResource };

/** Cloud seats (remote booth operators granted parks and gates) and users' berth-section grants. */
export const cloudSeatResources: ResourceDef[] = [
  seatUserResource,
  seatParkGrantResource,
  seatGateGrantResource,
  userSectionGrantResource,
  seatOrderResource,
];
