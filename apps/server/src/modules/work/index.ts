import './work-order.hooks';

export { workRoutes } from './work.routes';
