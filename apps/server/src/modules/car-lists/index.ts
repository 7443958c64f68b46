import type { AnyRoute } from '../../platform/route-table';
import { blackListRoutes } from './black-list.routes';
import { manageBookRoutes } from './manage-book.routes';
import { whiteListRoutes } from './white-list.routes';
import './black-list.hooks';
import './manage-book.hooks';
import './plate-correction.hooks';
import './white-list.hooks';

export { correctedPlate, type ListVerdict } from './list-verdict';

export const carListRoutes: AnyRoute[] = [...whiteListRoutes, ...blackListRoutes, ...manageBookRoutes];
