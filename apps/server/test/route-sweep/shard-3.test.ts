import { sweepRoutes } from '../support/route-sweep';

await sweepRoutes(2, 4);
