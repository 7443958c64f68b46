export { staticReportRoutes } from './static-report.routes';
