export { roadsideCentreRoutes } from './roadside-centre.routes';
