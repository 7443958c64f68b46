import { oweResource } from './owe.resource';
import { oweRecoveryResource } from './owe-recovery.resource';

export * from './owe.dict';
export { oweRecoveryResource, oweResource };

export const oweResources = [oweResource, oweRecoveryResource];
