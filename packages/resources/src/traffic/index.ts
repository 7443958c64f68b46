import { inOutRecordResource } from './in-out-record.resource';

export { inOutRecordResource };

export const trafficResources = [inOutRecordResource];
