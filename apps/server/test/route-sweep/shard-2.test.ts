import { sweepRoutes } from '../support/route-sweep';

await sweepRoutes(1, 4);
