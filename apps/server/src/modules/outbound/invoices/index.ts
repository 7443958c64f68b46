import type { AnyRoute } from '../../../platform/route-table';
import './invoice.hooks';
import './invoice-mail';
import './invoicing-context';
import { invoiceRoutes } from './invoice.routes';
import { sellerConfigRoutes } from './seller-config.routes';

export const invoicingRoutes: AnyRoute[] = [...invoiceRoutes, ...sellerConfigRoutes];
