import { parkFeeRuleResource, permissionCode } from '@parking/resources';
import { type AnyRoute, defineRoute } from '../../../platform/route-table';
import { whatIf } from './what-if.service';
import { whatIfBody, whatIfLabels } from './what-if-input';

/** The fee-rule page's "what would it have earned": a month of a park's real stays priced with edited rules. */
export const whatIfRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/parkFeeRule/whatIf',
    section: 'parks',
    summary:
      "Price a park's stays of a month (parkId, month yyyy-MM, by entry day) with edited rules not saved yet " +
      '(rules, laid over the set feeRuleId or the one in use): per day and in total what they were charged, ' +
      'what the rules would have asked and the difference (fen), and the stays left out and why',
    permission: permissionCode(parkFeeRuleResource, 'edit'),
    mutating: false,
    body: whatIfBody,
    labels: whatIfLabels,
    handler: ({ app, access, lang, body }) => whatIf(app, access, lang, body),
  }),
];
