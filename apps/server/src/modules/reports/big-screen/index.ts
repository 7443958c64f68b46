import './big-screen.hooks';

export { bigScreenRoutes } from './big-screen.routes';
export { seedDemoBigScreens } from './big-screen.seed';
