import { oweResource } from './owe.resource';
import { oweAllocationResource } from './owe-allocation.resource';
import { oweRecoveryResource } from './owe-recovery.resource';

export * from './owe.dict';
export { oweAllocationResource, oweRecoveryResource, oweResource };

export const oweResources = [oweResource, oweRecoveryResource, oweAllocationResource];
