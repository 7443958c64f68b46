import type { ResourceDef } from '../define-resource';
import { attendanceGroupResource } from './attendance-group.resource';
import { attendanceShiftResource } from './attendance-shift.resource';
import { doorAreaResource } from './door-area.resource';
import { doorDayTemplateResource } from './door-day-template.resource';
import { doorDeptResource } from './door-dept.resource';
import { doorDeviceResource } from './door-device.resource';
import { doorDeviceParamResource } from './door-device-param.resource';
import { doorEmployeeResource } from './door-employee.resource';
import { doorEmployeePhotoResource } from './door-employee-photo.resource';
import { doorEventResource } from './door-event.resource';
import { doorGateResource } from './door-gate.resource';
import { doorGrantResource } from './door-grant.resource';
import { doorWeekPlanResource } from './door-week-plan.resource';
import { nucleicAcidRecordResource } from './nucleic-acid-record.resource';
import { visitorResource } from './visitor.resource';
import { visitorQrCodeResource } from './visitor-qr-code.resource';
import { yjCameraResource } from './yj-camera.resource';
import { yjDevgrantResource } from './yj-devgrant.resource';
import { yjEmployeeResource } from './yj-employee.resource';
import { yjEmployeePhotoResource } from './yj-employee-photo.resource';
import { yjHeatResource } from './yj-heat.resource';
import { yjIdentitydownResource } from './yj-identitydown.resource';
import { yjImageResource } from './yj-image.resource';
import { yjPlaceResource } from './yj-place.resource';
import { yjRecordResource } from './yj-record.resource';
import { yjUpgradeResource } from './yj-upgrade.resource';

export * from './attendance-views';
export * from './door.dict';
export * from './health-check.dict';
export * from './visitor.dict';
export * from './visitor-car-views';
export * from './yj-statistics-view';
export {
  attendanceGroupResource,
  attendanceShiftResource,
  doorAreaResource,
  doorDayTemplateResource,
  doorDeptResource,
  doorDeviceParamResource,
  doorDeviceResource,
  doorEmployeePhotoResource,
  doorEmployeeResource,
  doorEventResource,
  doorGateResource,
  doorGrantResource,
  doorWeekPlanResource,
  nucleicAcidRecordResource,
  visitorQrCodeResource,
  visitorResource,
  yjCameraResource,
  yjDevgrantResource,
  yjEmployeePhotoResource,
  yjEmployeeResource,
  yjHeatResource,
  yjIdentitydownResource,
  yjImageResource,
  yjPlaceResource,
  yjRecordResource,
  yjUpgradeResource,
};

/**
 * Door access: areas and doors of a park, their readers and reader settings, the hours (day templates and
 * week plans), the company's departments and employees, and the grants of who may open which door when.
 */
export const doorResources: ResourceDef[] = [
  doorAreaResource,
  doorGateResource,
  doorDeviceResource,
  doorDeviceParamResource,
  doorDayTemplateResource,
  doorWeekPlanResource,
  doorDeptResource,
  doorEmployeeResource,
  doorGrantResource,
  doorEventResource,
  attendanceShiftResource,
  attendanceGroupResource,
  visitorQrCodeResource,
  visitorResource,
  nucleicAcidRecordResource,
  doorEmployeePhotoResource,
  yjPlaceResource,
  yjCameraResource,
  yjEmployeeResource,
  yjEmployeePhotoResource,
  yjDevgrantResource,
  yjHeatResource,
  yjUpgradeResource,
  yjImageResource,
  yjIdentitydownResource,
  yjRecordResource,
];
