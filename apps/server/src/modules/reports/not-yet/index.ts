export { notYetRoutes } from './not-yet.routes';
