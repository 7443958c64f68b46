import { sweepRoutes } from '../support/route-sweep';

await sweepRoutes(3, 4);
