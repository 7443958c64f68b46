export { roadsideReportRoutes } from './roadside-report.routes';
