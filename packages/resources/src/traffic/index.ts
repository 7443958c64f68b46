import { berthEventResource } from './berth-event.resource';
import { deviceCommandResource } from './device-command.resource';
import { deviceConnectRecordResource } from './device-connect-record.resource';
import { deviceWhiteEntryResource } from './device-white-entry.resource';
import { escapeRecordResource } from './escape-record.resource';
import { gateDeviceResource } from './gate-device.resource';
import { gateEventResource } from './gate-event.resource';
import { inOutRecordResource } from './in-out-record.resource';
import { onlineOrderResource } from './online-order.resource';
import { payRecordResource } from './pay-record.resource';
import { refundOrderResource } from './refund-order.resource';

export {
  berthEventResource,
  deviceCommandResource,
  deviceConnectRecordResource,
  deviceWhiteEntryResource,
  escapeRecordResource,
  gateDeviceResource,
  gateEventResource,
  inOutRecordResource,
  onlineOrderResource,
  payRecordResource,
  refundOrderResource,
};

export const trafficResources = [
  gateDeviceResource,
  inOutRecordResource,
  gateEventResource,
  onlineOrderResource,
  payRecordResource,
  refundOrderResource,
  berthEventResource,
  escapeRecordResource,
  deviceCommandResource,
  deviceConnectRecordResource,
  deviceWhiteEntryResource,
];
