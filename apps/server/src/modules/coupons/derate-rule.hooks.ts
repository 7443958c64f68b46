import {
  derateBuyRuleResource,
  derateCodeKind,
  derateCodeResource,
  derateResource,
  parkResource,
  sellerResource,
} from '@parking/resources';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { fieldProblem } from '../../crud/checks';
import { type HookCtx, merged, registerHooks } from '../../crud/hooks';
import { findVisible } from '../../crud/visible-rows';
import { tableOf } from '../../db/schema';
import { conflict } from '../../platform/errors';
import { checkCouponValue } from './coupon-rule.hooks';
import { servesPark } from './derate-seller-parks';

const derateFields = derateResource.fields;
const buyFields = derateBuyRuleResource.fields;

/** A derate is for a park the caller sees, and a merchant serving that park. */
async function checkParkAndSeller(ctx: HookCtx, parkId: number | undefined, sellerId: number | undefined) {
  if (parkId === undefined) return;
  const [park] = await findVisible(ctx.tx, parkResource, ctx.access, [parkId]);
  if (!park) {
    throw fieldProblem('parkId', parkResource.label, { zh: '所选停车场不存在', en: 'the chosen park does not exist' });
  }
  if (sellerId === undefined) return;
  const [seller] = await findVisible(ctx.tx, sellerResource, ctx.access, [sellerId]);
  // a merchant the caller cannot see, or of another company, is refused by the reference check
  if (seller && seller.companyId === park.companyId && !servesPark(seller, parkId)) {
    throw fieldProblem('sellerId', derateFields.sellerId.label, {
      zh: `「${seller.sellerName}」不服务停车场「${park.parkName}」`,
      en: `“${seller.sellerName}” does not serve the park “${park.parkName}”`,
    });
  }
}

/** How many codes of the derates can still be claimed (not used up, not expired). */
async function claimableCodes(ctx: HookCtx, derateIds: number[]): Promise<number> {
  const c = tableOf(derateCodeResource);
  const [row] = await ctx.tx
    .select({ n: sql<string>`count(*)` })
    .from(c)
    .where(
      and(
        inArray(c.derateId, derateIds),
        isNull(c.deletedAt),
        lt(c.usedCount, c.maxUses),
        or(isNull(c.validTo), gt(c.validTo, new Date())),
      ),
    );
  return Number(row?.n ?? 0);
}

registerHooks(derateResource, {
  async beforeSubmit(ctx, values, existing) {
    checkCouponValue(values, existing);
    const moved =
      existing != null &&
      ((values.parkId !== undefined && values.parkId !== existing.parkId) ||
        (values.sellerId !== undefined && values.sellerId !== existing.sellerId));
    if (moved) {
      // its codes were bought by the merchant for the park: they keep naming both
      const rules = tableOf(derateBuyRuleResource);
      const [rule] = await ctx.tx
        .select({ id: rules.id })
        .from(rules)
        .where(and(eq(rules.derateId, existing.id), isNull(rules.deletedAt)))
        .limit(1);
      if (rule) {
        throw conflict({
          zh: '已有购买规则的减免规则不能更换停车场或商户',
          en: 'a derate rule with purchase rules cannot change its park or merchant',
        });
      }
    }
    if (values.parkId !== undefined || values.sellerId !== undefined) {
      await checkParkAndSeller(
        ctx,
        merged(values, existing, 'parkId') ?? undefined,
        merged(values, existing, 'sellerId') ?? undefined,
      );
    }
  },
  async beforeRemove(ctx, rows) {
    const left = await claimableCodes(
      ctx,
      rows.map((r) => r.id),
    );
    if (left > 0) {
      throw conflict({
        zh: `还有 ${left} 个已售出的减免码可以领取，不能删除`,
        en: `${left} codes sold are still claimable: the derate rule cannot be removed`,
      });
    }
  },
});

registerHooks(derateBuyRuleResource, {
  async beforeSubmit(ctx, values, existing) {
    if (values.derateId != null) {
      const [derate] = await findVisible(ctx.tx, derateResource, ctx.access, [values.derateId]);
      if (!derate) {
        throw fieldProblem('derateId', buyFields.derateId.label, {
          zh: '所选减免规则不存在',
          en: 'the chosen derate rule does not exist',
        });
      }
      Object.assign(values, { companyId: derate.companyId, parkId: derate.parkId, sellerId: derate.sellerId });
    }
    const kind = merged(values, existing, 'codeKind');
    if (kind === derateCodeKind.values.dynamic && (merged(values, existing, 'usesPerCode') ?? 1) > 1) {
      throw fieldProblem('usesPerCode', buyFields.usesPerCode.label, {
        zh: '动态码每码只能领取一次',
        en: 'a dynamic code is claimed once',
      });
    }
    const min = merged(values, existing, 'minCount') ?? 1;
    const max = merged(values, existing, 'maxCount') ?? 100;
    if (min > max) {
      throw fieldProblem('minCount', buyFields.minCount.label, {
        zh: `不能大于每次最多购买(${max})`,
        en: `must not be more than the most per purchase (${max})`,
      });
    }
  },
});
