import { get, type Page, post, type Query, updown } from '../../api/client';

export type SectionFigures = {
  sectionId: number;
  sectionName: string;
  parkId: number;
  parkName: string;
  berths: number;
  occupied: number;
  occupancy: number;
  carsIn: number;
  feeDue: number;
  taken: number;
};

/** `rdoperating/overview`: money in fen. */
export type OperatingOverview = {
  at: string;
  day: string;
  today: boolean;
  parks: { parkId: number; parkName: string }[];
  totals: {
    parks: number;
    berths: number;
    occupied: number;
    free: number;
    occupancy: number;
    occupiedWithoutStay: number;
    carsIn: number;
    settled: number;
    feeDue: number;
    taken: number;
    payments: number;
    arrearsMade: number;
    arrearsMadeAmount: number;
    arrearsRecovered: number;
    arrearsRecoveredAmount: number;
    escapes: number;
    escapeAmount: number;
    collectorsOnShift: number;
  };
  payWays: { payWay: number | null; payWayName: string; payments: number; amount: number }[];
  shifts: {
    id: number;
    parkId: number;
    parkName: string;
    sectionId: number | null;
    sectionName: string;
    operatorId: number;
    operatorName: string;
    startedAt: string;
  }[];
  hours: { hour: number; rate: number | null; occupiedMinutes: number; carsIn: number }[];
  sections: SectionFigures[];
  byOccupancy: SectionFigures[];
  byMoney: SectionFigures[];
};

export type SensorState = 'none' | 'online' | 'offline' | 'lowBattery';

export type BerthTile = {
  berthId: number;
  berthNo: string;
  sectionId: number | null;
  sectionName: string;
  berthType: number;
  enabled: boolean;
  status: 'free' | 'occupied' | 'disabled';
  recordId: number | null;
  plateNumber: string | null;
  inTime: string | null;
  minutes: number | null;
  priced: boolean;
  feeFen: number | null;
  dueFen: number | null;
  paidFen: number | null;
  unpricedReason: string | null;
  sensorState: SensorState;
  sensors: { source: string; id: number; code: string; online: boolean; battery: number | null }[];
};

/** `rdoperating/berthMonitor`: a park's berths as tiles. */
export type BerthMonitor = {
  at: string;
  parkId: number | null;
  parkName?: string;
  sectionId?: number | null;
  sections: { sectionId: number; sectionName: string }[];
  lowBatteryPercent?: number;
  capped?: boolean;
  counts: {
    berths: number;
    occupied: number;
    free: number;
    disabled: number;
    sensorOffline: number;
    lowBattery: number;
    noSensor: number;
    dueFen: number;
  } | null;
  tiles: BerthTile[];
};

export type DeviceKindFigures = {
  key: string;
  source: string;
  label: string;
  total: number;
  disabled: number;
  online: number | null;
  offline: number | null;
  lowBattery: number | null;
  batteryKnown: number | null;
};

/** `rdoperations/overview`. */
export type OperationsOverview = {
  at: string;
  parks: { parkId: number; parkName: string }[];
  kinds: DeviceKindFigures[];
  totals: {
    devices: number;
    disabled: number;
    online: number;
    offline: number;
    lowBattery: number;
    unknownOnline: number;
  };
  silent: {
    source: string;
    id: number;
    parkId: number;
    parkName: string;
    code: string;
    name: string;
    kindLabel: string;
    keepsOnline: boolean;
    lastSeenAt: string | null;
    silentMinutes: number | null;
    battery: number | null;
  }[];
  silentTotal: number;
  warnings: { day: string; total: number; deviceOffline: number; open: number }[];
};

export type Warning = {
  id: number;
  parkId: number;
  parkName: string;
  warnType: number | null;
  warnTypeName: string;
  level: number | null;
  levelName: string;
  title: string;
  content: string;
  createdAt: string;
  deviceId: number | null;
  deviceCode: string | null;
  deviceKind: number | null;
  deviceKindName: string;
  dealState: number | null;
  workId: number | null;
  dealtAt: string | null;
  dealtBy: number | null;
  dealtByName: string | null;
  dealRemark: string | null;
};

export const fetchOperatingOverview = (query: Query) => get<OperatingOverview>(updown('rdoperating/overview'), query);
export const fetchBerthMonitor = (query: Query) => get<BerthMonitor>(updown('rdoperating/berthMonitor'), query);
export const fetchOperationsOverview = (query: Query) =>
  get<OperationsOverview>(updown('rdoperations/overview'), query);
export const fetchWarnings = (query: Query) => get<Page<Warning>>(updown('rdoperations/warnList'), query);

/** Marks a warning handled, with what was done. */
export const dealWarning = (warnId: number, remark: string) =>
  post(updown('rdrwork/dealWarn'), { remark }, { query: { warnId } });

/** Makes a work order of a warning. */
export const warningToWork = (warnId: number, body: { title?: string; remark?: string }) =>
  post<{ id: number }>(updown('rdrwork/warnToWork'), body, { query: { warnId } });
