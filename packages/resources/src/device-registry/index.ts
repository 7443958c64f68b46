import { cameraAuthorizationResource } from './camera-authorization.resource';
import { deviceLogResource } from './device-log.resource';
import {
  guidanceBuildingResource,
  guidanceDeviceResource,
  guidanceDeviceTypeResource,
  guidanceGatewayResource,
  guidanceGroupResource,
  guidanceSpaceResource,
} from './guidance.resource';
import { handheldResource } from './handheld.resource';
import { handheldVersionResource } from './handheld-version.resource';
import { ledConfigResource } from './led-config.resource';
import { ledConfigLineResource } from './led-config-line.resource';
import { manufacturerResource } from './manufacturer.resource';
import { parkParameterResource } from './park-parameter.resource';
import { roadsideConfigResource } from './roadside-config.resource';
import { roadsideConfigAreaResource } from './roadside-config-area.resource';
import { roadsideLedResource } from './roadside-led.resource';
import { roadsideLedBindingResource } from './roadside-led-binding.resource';
import { roadsideSensorResource } from './roadside-sensor.resource';
import { sensorPeriodResource } from './sensor-period.resource';
import { snCameraConfigResource } from './sn-camera-config.resource';
import { wiredGroupResource } from './wired-group.resource';
import { wirelessDeviceResource } from './wireless-device.resource';
import { wirelessVersionResource } from './wireless-version.resource';

export * from './device-registry.dict';
export { lockDeviceView } from './lock-device.view';
export {
  cameraAuthorizationResource,
  deviceLogResource,
  guidanceBuildingResource,
  guidanceDeviceResource,
  guidanceDeviceTypeResource,
  guidanceGatewayResource,
  guidanceGroupResource,
  guidanceSpaceResource,
  handheldResource,
  handheldVersionResource,
  ledConfigLineResource,
  ledConfigResource,
  manufacturerResource,
  parkParameterResource,
  roadsideConfigAreaResource,
  roadsideConfigResource,
  roadsideLedBindingResource,
  roadsideLedResource,
  roadsideSensorResource,
  sensorPeriodResource,
  snCameraConfigResource,
  wiredGroupResource,
  wirelessDeviceResource,
  wirelessVersionResource,
};

/**
 * The device registry: the records of devices and their settings that operators keep (makers, screens,
 * sensors, locks, handhelds, firmware, guidance), parents before children. Commands to devices are not here.
 */
export const deviceRegistryResources = [
  manufacturerResource,
  cameraAuthorizationResource,
  snCameraConfigResource,
  ledConfigResource,
  ledConfigLineResource,
  parkParameterResource,
  roadsideLedResource,
  roadsideLedBindingResource,
  roadsideSensorResource,
  sensorPeriodResource,
  roadsideConfigResource,
  roadsideConfigAreaResource,
  handheldVersionResource,
  handheldResource,
  wirelessVersionResource,
  wirelessDeviceResource,
  wiredGroupResource,
  guidanceBuildingResource,
  guidanceDeviceTypeResource,
  guidanceGatewayResource,
  guidanceSpaceResource,
  guidanceDeviceResource,
  guidanceGroupResource,
  deviceLogResource,
];
