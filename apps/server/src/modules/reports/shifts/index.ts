export { shiftRoutes } from './shift.routes';
