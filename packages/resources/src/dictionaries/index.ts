import { cloudSeatDictionaries } from '../cloudseats/seat-order.dict';
import { couponDictionaries } from '../coupons/coupon.dict';
import { derateDictionaries } from '../coupons/derate-code.dict';
import { deviceRegistryDictionaries } from '../device-registry/device-registry.dict';
import { doorDictionaries } from '../doors/door.dict';
import { healthCheckDictionaries } from '../doors/health-check.dict';
import { visitorDictionaries } from '../doors/visitor.dict';
import { fundDictionaries } from '../funds/funds.dict';
import { invoiceDictionaries } from '../outbound/invoice-dicts';
import { outboundDictionaries } from '../outbound/outbound.dict';
import { oweDictionaries } from '../owe/owe.dict';
import { bigScreenTheme } from '../reports/big-screen.dict';
import { takingSource } from '../reports/day-stat.dict';
import { reportExportState } from '../reports/report-export.dict';
import { workDictionaries } from '../work/work.dict';
import { manageBookState, noninductiveChannel, whiteListStatus } from './car-lists.dict';
import type { Dictionary } from './define-dictionary';
import { deviceType, ledEffect, onlineState } from './devices.dict';
import { feeMode, feeRounding } from './fees.dict';
import { carApplyState, passKind, passRenewalKind } from './monthly-cars.dict';
import { carKind, parkKind, parkServiceType, passState, payWay, releaseType, serviceNoticeState } from './parking.dict';
import {
  berthType,
  carModelKind,
  commandState,
  gateIoRuleType,
  gateType,
  offlineNoticeType,
  parkCommandType,
  platformSyncState,
  printTemplateType,
  regionLevel,
} from './parks.dict';
import {
  agreementTag,
  enabledState,
  examineState,
  jobGroup,
  jobRunState,
  jobStatus,
  jobTrigger,
  logLevel,
  menuKind,
  sex,
  templateType,
  userLevel,
  warnLevel,
  warnType,
} from './system.dict';
import {
  deviceCommandKind,
  deviceCommandState,
  deviceKind,
  deviceVendor,
  escapeState,
  gateDirection,
  gateVerdict,
  orderKind,
  orderState,
  plateColor,
  stayState,
} from './traffic.dict';

export * from './car-lists.dict';
export * from './define-dictionary';
export * from './devices.dict';
export * from './fees.dict';
export * from './monthly-cars.dict';
export * from './parking.dict';
export * from './parks.dict';
export * from './system.dict';
export * from './traffic.dict';

/** Every enumeration of the product; each is seeded as a dictionary and served by sysdict/tree. */
export const dictionaries: Dictionary[] = [
  enabledState,
  examineState,
  parkKind,
  menuKind,
  sex,
  userLevel,
  carKind,
  payWay,
  passState,
  releaseType,
  serviceNoticeState,
  parkServiceType,
  deviceType,
  onlineState,
  ledEffect,
  jobStatus,
  jobGroup,
  jobRunState,
  jobTrigger,
  templateType,
  agreementTag,
  warnType,
  warnLevel,
  logLevel,
  gateType,
  gateIoRuleType,
  berthType,
  carModelKind,
  parkCommandType,
  commandState,
  offlineNoticeType,
  printTemplateType,
  platformSyncState,
  regionLevel,
  whiteListStatus,
  manageBookState,
  noninductiveChannel,
  feeMode,
  feeRounding,
  stayState,
  plateColor,
  gateDirection,
  gateVerdict,
  orderState,
  orderKind,
  passKind,
  passRenewalKind,
  carApplyState,
  deviceKind,
  deviceVendor,
  deviceCommandKind,
  deviceCommandState,
  escapeState,
  ...oweDictionaries,
  ...couponDictionaries,
  ...derateDictionaries,
  takingSource,
  reportExportState,
  ...workDictionaries,
  ...outboundDictionaries,
  ...invoiceDictionaries,
  ...doorDictionaries,
  ...visitorDictionaries,
  ...healthCheckDictionaries,
  ...cloudSeatDictionaries,
  ...fundDictionaries,
  bigScreenTheme,
  ...deviceRegistryDictionaries,
];

export const dictionaryByCode = new Map(dictionaries.map((d) => [d.code, d]));

export const dictByCodeValueType = (code: string): 'int' | 'text' => {
  const d = dictionaryByCode.get(code);
  if (!d) throw new Error(`unknown dictionary ${code}`);
  return d.items.every((i) => typeof i.value === 'number') ? 'int' : 'text';
};
