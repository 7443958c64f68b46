import { sweepRoutes } from '../support/route-sweep';

await sweepRoutes(0, 4);
