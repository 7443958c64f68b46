import type { Message } from '@parking/domain';
import { enabledState, roleResource, sellerResource, userLevel, userResource } from '@parking/resources';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { saveRow, type WriteCtx } from '../../crud/save-row';
import { visibleConditions } from '../../crud/scope';
import { rowSerializer } from '../../crud/serialize';
import { visibleOne } from '../../crud/visible-rows';
import type { Db, Tx } from '../../db/connection';
import { userRole } from '../../db/internal-tables';
import type { RowOf } from '../../db/resource-table';
import { tableOf } from '../../db/schema';
import { hashPassword, randomPassword } from '../../platform/auth/passwords';
import type { Access, AppContext } from '../../platform/context';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { replacePassword } from '../system/user-password';
import { fieldMessage } from './params';
import type { Seller } from './seller-ledger.service';

/** The product's role for merchants' users (seed-roles.ts). */
export const merchantRoleCode = 'merchant';

type User = RowOf<typeof userResource>;

/** 136****0001: enough for the operator to know which phone, not enough to use it. */
export const maskedPhone = (phone: string) =>
  phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';

/** One text message carries both languages, Chinese first. */
const smsText = (m: Message) => `${m.zh}\n${m.en}`;

/** The merchant's desk, where its users sign in and work. */
export const merchantDeskAddress = (app: AppContext) =>
  `${app.config.publicBaseUrl.replace(/\/$/, '')}/derate/merchantdesk`;

export async function usernameTaken(db: Db | Tx, username: string): Promise<boolean> {
  const u = tableOf(userResource);
  const [row] = await db
    .select({ id: u.id })
    .from(u)
    .where(and(eq(u.username, username), isNull(u.deletedAt)))
    .limit(1);
  return !!row;
}

async function merchantRoleId(tx: Tx): Promise<number> {
  const r = tableOf(roleResource);
  const [role] = await tx
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.code, merchantRoleCode), isNull(r.companyId), isNull(r.deletedAt)))
    .limit(1);
  if (!role)
    throw conflict({
      zh: '商户角色已被删除，无法开设商户账号',
      en: 'the merchant role was removed: no account can be opened',
    });
  return role.id;
}

function contactPhoneOf(seller: Seller): string {
  if (!seller.contactPhone) {
    throw badRequest(
      fieldMessage(
        'contactPhone',
        '商户未填写联系电话，密码无法发送',
        'the merchant has none, so no password can be sent',
      ),
    );
  }
  return seller.contactPhone;
}

/**
 * Opens a sign-in account for the merchant: a user of its company bound to it, with the merchant role and a
 * random first password texted to the merchant's contact phone. The password is in no answer and no log.
 */
export async function openMerchantAccount(ctx: WriteCtx, seller: Seller, username: string) {
  const phone = contactPhoneOf(seller);
  if (await usernameTaken(ctx.tx, username)) throw badRequest(fieldMessage('accountName', '已被使用', 'is taken'));
  const password = randomPassword();
  const user = await saveRow(ctx, userResource, {
    username,
    realName: (seller.contactName || seller.sellerName).slice(0, 40),
    phone,
    password,
    level: userLevel.values.company,
    companyId: seller.companyId,
    sellerId: seller.id,
    state: enabledState.values.enabled,
  } as never);
  await ctx.tx.insert(userRole).values({ userId: user.row.id, roleId: await merchantRoleId(ctx.tx) });
  await ctx.app.sms.send(
    ctx.tx,
    phone,
    smsText({
      zh: `【${seller.sellerName}】商户账号 ${username} 已开通，初始密码 ${password}，请在 ${merchantDeskAddress(ctx.app)} 登录后修改密码。`,
      en: `Merchant account ${username} of ${seller.sellerName} is open. First password: ${password}. Sign in at ${merchantDeskAddress(ctx.app)} and change it.`,
    }),
  );
  return { userId: user.row.id, username, sentTo: maskedPhone(phone) };
}

/** The users bound to a merchant, as a list page (passwords are never answered). */
export async function sellerUsers(app: AppContext, access: Access, sellerId: number) {
  const seller = await visibleOne(app.db, sellerResource, access, sellerId);
  const u = tableOf(userResource);
  const rows = await app.db
    .select()
    .from(u)
    .where(and(eq(u.sellerId, seller.id), visibleConditions(userResource, access)))
    .orderBy(asc(u.id));
  const serialize = rowSerializer(userResource, app.config.timeZone);
  const data = rows.map((row) => ({ ...serialize(row), primary: row.username === seller.accountName }));
  return { total: data.length, data, current: 1, size: Math.max(data.length, 1) };
}

/** The account a reset is for: the one named, else the merchant's own account (accountName), else its first. */
async function accountOf(tx: Tx, access: Access, seller: Seller, userId?: number): Promise<User> {
  const u = tableOf(userResource);
  const rows = await tx
    .select()
    .from(u)
    .where(and(eq(u.sellerId, seller.id), visibleConditions(userResource, access)))
    .orderBy(asc(u.id));
  if (userId !== undefined) {
    const named = rows.find((r) => r.id === userId);
    if (!named) throw notFound({ zh: '该商户的用户', en: 'user of the merchant' }, userId);
    return named;
  }
  const user = rows.find((r) => r.username === seller.accountName) ?? rows[0];
  if (!user) throw conflict({ zh: '该商户还没有登录账号', en: 'the merchant has no sign-in account yet' });
  return user;
}

/**
 * Gives a merchant's account a new random password, signs it out everywhere, and texts the password to the
 * merchant's contact phone. The answer says where it went; the password is in no answer and no log.
 */
export async function resetSellerPassword(ctx: WriteCtx, sellerId: number, userId?: number) {
  const seller = await visibleOne(ctx.tx, sellerResource, ctx.access, sellerId);
  const phone = contactPhoneOf(seller);
  const user = await accountOf(ctx.tx, ctx.access, seller, userId);
  const password = randomPassword();
  await replacePassword(ctx.tx, user.id, await hashPassword(password));
  await ctx.app.sms.send(
    ctx.tx,
    phone,
    smsText({
      zh: `【${seller.sellerName}】商户账号 ${user.username} 的密码已重置为 ${password}，请登录 ${merchantDeskAddress(ctx.app)} 后修改密码。`,
      en: `The password of merchant account ${user.username} (${seller.sellerName}) is now ${password}. Sign in at ${merchantDeskAddress(ctx.app)} and change it.`,
    }),
  );
  const sentTo = maskedPhone(phone);
  ctx.noteChange?.({ userId: user.id, username: user.username, sentTo });
  return { sellerId: seller.id, userId: user.id, username: user.username, sentTo };
}
