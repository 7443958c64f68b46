import './report-export.job';

export { reportExportRoutes } from './report-export.routes';
