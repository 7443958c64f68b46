import { formatLocalDate } from '@parking/domain';
import {
  enabledState,
  invoiceBuyerType,
  invoiceInterfaceState,
  invoicePlatform,
  invoiceSellerConfigResource,
  onlineOrderResource,
  orderState,
  parkResource,
} from '@parking/resources';
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { tableOf } from '../../../db/schema';
import type { Access, AppContext } from '../../../platform/context';
import { insertRow as insert } from '../../../seed/insert-row';
import { applyForInvoice, reverse } from './invoice-apply.service';
import { queueMail } from './invoice-mail';

const noAudit = async () => {};
const buyers = [
  { buyerType: invoiceBuyerType.values.person, buyerName: '张先生', email: 'zhang.demo@example.com' },
  { buyerType: invoiceBuyerType.values.company, buyerName: '云停科技有限公司', buyerTaxNo: '91310000MA1FL0DEMO' },
  { buyerType: invoiceBuyerType.values.person, buyerName: '李女士' },
] as const;

const adminAccess = (userId: number): Access => ({
  sessionId: 0,
  userId,
  username: 'admin',
  level: 'platform',
  companyId: null,
  activeCompanyId: null,
  companies: 'all',
  parkIds: null,
  roles: [],
  permissions: 'all',
});

/**
 * Every demo park issues through the offline e-invoice sandbox for a year; each company's busiest parks have
 * invoiced a few of the demo traffic's paid orders (one e-mailed through the outbox, one reversed by a red
 * invoice), so the applications and invoice log pages show data.
 */
export async function seedDemoInvoices(app: AppContext, adminId: number): Promise<void> {
  const tz = app.config.timeZone;
  const today = formatLocalDate(new Date(), tz);
  const yearAgo = formatLocalDate(new Date(Date.now() - 180 * 86_400_000), tz);
  const yearOn = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  const p = tableOf(parkResource);
  const parks = await app.db
    .select({ id: p.id, companyId: p.companyId, parkName: p.parkName })
    .from(p)
    .where(and(isNotNull(p.companyId), isNull(p.deletedAt)))
    .orderBy(asc(p.id));
  for (const [i, park] of parks.entries()) {
    await insert(app.db, invoiceSellerConfigResource, {
      companyId: park.companyId,
      parkId: park.id,
      sellerName: `${park.parkName}停车管理有限公司`,
      taxNo: `91310000MA1DEMO${String(i + 1).padStart(3, '0')}`,
      addressPhone: '上海市浦东新区演示路 1 号 021-50000000',
      bankAccount: '招商银行上海分行 121900000000001',
      goodsName: '*经营租赁*停车费',
      taxRate: 9,
      drawer: '王会计',
      platform: invoicePlatform.values.sandbox,
      appId: `demo-app-${park.id}`,
      interfaceState: invoiceInterfaceState.values.opened,
      startDate: yearAgo,
      endDate: yearOn,
      enabled: enabledState.values.enabled,
    } as never);
  }

  const access = adminAccess(adminId);
  const c = { app, access, lang: 'zh' as const };
  const o = tableOf(onlineOrderResource);
  const companies = [...new Set(parks.map((park) => park.companyId))];
  for (const companyId of companies) {
    if (companyId === null) continue;
    const orders = await app.db
      .select({ onlineOrderId: o.onlineOrderId })
      .from(o)
      .where(and(eq(o.companyId, companyId), eq(o.state, orderState.values.paid), isNull(o.deletedAt)))
      .orderBy(desc(o.paidAt))
      .limit(buyers.length);
    for (const [i, order] of orders.entries()) {
      const buyer = buyers[i % buyers.length];
      if (!buyer) continue;
      const form = await applyForInvoice(c, order.onlineOrderId, buyer, noAudit);
      if (form.email) await app.db.transaction((tx) => queueMail(app, tx, form, form.email ?? ''));
      if (i === buyers.length - 1) await reverse(c, form.id, '演示：车主抬头填错，红冲后重开', noAudit);
    }
  }
}
