import { z } from 'zod';
import type { Access } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute, type HandlerCtx } from '../../platform/route-table';
import { merchantDesk } from './merchant-desk.service';
import { dailyStatement } from './merchant-statement.service';
import { resetSellerPassword, sellerUsers } from './merchant-users.service';
import { couponParamLabels, fieldMessage, idParam, textParam } from './params';

/** The merchant named (recordId or sellerId), else the caller's own when it is a merchant's user. */
function sellerOf(access: Access, ...sources: ({ recordId?: number; sellerId?: number } | undefined)[]): number {
  for (const s of sources) {
    const id = s?.sellerId ?? s?.recordId;
    if (id !== undefined) return id;
  }
  if (access.sellerId != null) return access.sellerId;
  throw badRequest(fieldMessage('sellerId', '不能为空', 'is required'));
}

const sellerInput = z.object({ recordId: idParam, sellerId: idParam });
type SellerParams = z.infer<typeof sellerInput>;
const resetInput = sellerInput.extend({ userId: idParam });
type ResetParams = z.infer<typeof resetInput>;
const statementInput = sellerInput.extend({ day: textParam(10) });
type StatementParams = z.infer<typeof statementInput>;

export const merchantRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkseller/userList',
    section: 'coupons',
    summary: "A merchant's users (sign-in accounts bound to it); primary marks the merchant's own account",
    query: sellerInput,
    labels: couponParamLabels,
    handler: ({ app, access, query }: HandlerCtx<SellerParams, unknown>) =>
      sellerUsers(app, access, sellerOf(access, query)),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/parkseller/resetPassword',
    section: 'coupons',
    summary:
      "Give a merchant's account (userId, default its own) a new random password, texted to the merchant's contact phone; the answer says where, never the password",
    permission: 'parkseller:edit',
    query: resetInput,
    body: resetInput.optional(),
    labels: couponParamLabels,
    handler: ({ app, access, lang, noteChange, query, body }: HandlerCtx<ResetParams, ResetParams | undefined>) =>
      app.db.transaction((tx) =>
        resetSellerPassword(
          { app, tx, access, lang, noteChange },
          sellerOf(access, body, query),
          body?.userId ?? query.userId,
        ),
      ),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkseller/desk',
    section: 'coupons',
    summary:
      "A merchant's desk (default: the caller's own merchant): balance, enabled rules with how many coupons each may still issue, today's coupons",
    query: sellerInput,
    labels: couponParamLabels,
    handler: ({ app, access, query }: HandlerCtx<SellerParams, unknown>) =>
      merchantDesk(app, access, sellerOf(access, query)),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkseller/dailyStatement',
    section: 'coupons',
    summary:
      "A merchant's statement of a day (yyyy-MM-dd, default today): the coupons used, the order each discounted, discount and charge, and totals",
    query: statementInput,
    labels: couponParamLabels,
    handler: ({ app, access, query }: HandlerCtx<StatementParams, unknown>) =>
      dailyStatement(app, access, sellerOf(access, query), query.day),
  }),
];
