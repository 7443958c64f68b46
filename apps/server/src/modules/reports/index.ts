import type { AnyRoute } from '../../platform/route-table';
import { bigScreenRoutes } from './big-screen';
import { homeFigureRoutes } from './dashboards/home-figures.routes';
import { parkLiveRoutes } from './dashboards/park-live.routes';
import { reportExportRoutes } from './exports';
import { notYetRoutes } from './not-yet';
import { roadsideReportRoutes } from './roadside';
import { roadsideCentreRoutes } from './roadside-centre';
import { shiftRoutes } from './shifts';
import { staticReportRoutes } from './static';
import { staticSumRoutes } from './summaries/static-sum.routes';
import './summaries/day-summaries.job';

/** The reports area (calls.md §7.7): summaries, dashboards and the report pages read from them. */
export const reportRoutes: AnyRoute[] = [
  ...homeFigureRoutes,
  ...parkLiveRoutes,
  ...staticSumRoutes,
  ...bigScreenRoutes,
  ...reportExportRoutes,
  ...notYetRoutes,
  ...staticReportRoutes,
  ...roadsideReportRoutes,
  ...roadsideCentreRoutes,
  ...shiftRoutes,
];
