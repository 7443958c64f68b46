import { formatLocalDate, type Message } from '@parking/domain';
import { enabledState, invoiceSellerConfigResource } from '@parking/resources';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import type { RowOf } from '../../../db/resource-table';
import { tableOf } from '../../../db/schema';
import type { AppContext } from '../../../platform/context';
import { badRequest } from '../../../platform/errors';
import type { EInvoiceAdapter, InvoiceSeller } from './einvoice-adapter';

export type SellerRow = RowOf<typeof invoiceSellerConfigResource>;

/** The park's invoice settings that may issue today, or why not (400 naming the settings). */
export async function sellerOfPark(app: AppContext, db: Db, parkId: number): Promise<SellerRow> {
  const t = tableOf(invoiceSellerConfigResource);
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.parkId, parkId), isNull(t.deletedAt)))
    .limit(1);
  const refuse = (why: Message) => badRequest({ zh: `开票配置: ${why.zh}`, en: `Invoice settings: ${why.en}` });
  if (!row) throw refuse({ zh: '该停车场没有开票配置', en: 'the park has none' });
  if (row.enabled !== enabledState.values.enabled) throw refuse({ zh: '已停用', en: 'they are disabled' });
  const today = formatLocalDate(new Date(), app.config.timeZone);
  if (row.endDate < today) {
    throw refuse({ zh: `服务已于 ${row.endDate} 到期，请续期`, en: `the service ended on ${row.endDate}; renew it` });
  }
  return row;
}

/** The platform adapter a seller issues through (400 when the configuration has none for it). */
export function adapterOf(app: AppContext, seller: SellerRow): EInvoiceAdapter {
  const adapter = app.invoicing.adapters[seller.platform ?? 'sandbox'];
  if (!adapter) {
    throw badRequest({
      zh: `开票平台(platform): ${seller.platform} 未配置（EINVOICE_ADAPTER）`,
      en: `E-invoice platform(platform): ${seller.platform} is not configured (EINVOICE_ADAPTER)`,
    });
  }
  return adapter;
}

export const sellerParty = (s: SellerRow): InvoiceSeller => ({
  name: s.sellerName,
  taxNo: s.taxNo,
  addressPhone: s.addressPhone ?? '',
  bankAccount: s.bankAccount ?? '',
  drawer: s.drawer ?? '',
  appId: s.appId ?? null,
});
