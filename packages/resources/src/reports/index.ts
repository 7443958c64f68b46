import type { ResourceDef } from '../define-resource';
import { bigScreenResource } from './big-screen.resource';
import { parkDayStatResource } from './park-day-stat.resource';
import { payDayStatResource } from './pay-day-stat.resource';
import { reportExportResource } from './report-export.resource';
import { shiftResource } from './shift.resource';

export * from './big-screen.resource';
export * from './day-stat.dict';
export * from './report-export.dict';
export * from './report-export.resource';
export * from './shift.resource';
export { parkDayStatResource, payDayStatResource };

/** The reports area's own records: summaries and what reports keep. */
export const reportResources: ResourceDef[] = [
  parkDayStatResource,
  payDayStatResource,
  reportExportResource,
  bigScreenResource,
  shiftResource,
];
export * from './static';
