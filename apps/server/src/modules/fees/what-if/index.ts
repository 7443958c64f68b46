export { whatIfRoutes } from './what-if.routes';
