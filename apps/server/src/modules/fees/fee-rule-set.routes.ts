import { areaFeeRuleResource, idOfBody, parkResource, permissionCode } from '@parking/resources';
import { z } from 'zod';
import { visibleOne } from '../../crud/visible-rows';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { idParams, requiredId, specIds } from '../../platform/spec-params';
import { saveWholeRule } from './fee-rule-save.service';
import { parkRuleSets, ruleViews } from './fee-rule-view';

const parkQuery = z.object(idParams('park'));

/** The fee-rule page's reads and writes of a whole rule, beside the contract's one-row-per-call submits. */
export const feeRuleSetRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkFeeRule/parkRules',
    section: 'parks',
    summary: "A park's fee rule sets (parkId), newest first, each with its area rules, their periods and steps",
    query: parkQuery,
    handler: async ({ app, access, query }) => {
      const parkId = requiredId(specIds.park.label, specIds.park.names, query);
      await visibleOne(app.db, parkResource, access, parkId);
      return parkRuleSets(app.db, access, app.config.timeZone, parkId);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/parkAreaFeeRuleEX/submitWithPeriods',
    section: 'parks',
    summary:
      'Add (no id) or update (parkAreaFeeRuleID) an area fee rule with its periods and their steps in one call: ' +
      'rows with an id are updated, without one added, left out removed; the rule is checked whole',
    body: z.record(z.string(), z.unknown()),
    permissionOf: ({ body }) =>
      permissionCode(
        areaFeeRuleResource,
        idOfBody(areaFeeRuleResource, (body ?? {}) as Record<string, unknown>) === undefined ? 'add' : 'edit',
      ),
    handler: async (ctx) =>
      ctx.app.db.transaction(async (tx) => {
        const { areaRuleId } = await saveWholeRule({ ...ctx, tx }, ctx.body);
        const row = await visibleOne(tx, areaFeeRuleResource, ctx.access, areaRuleId);
        const [view] = await ruleViews(tx, ctx.app.config.timeZone, [row]);
        return view;
      }),
  }),
];
