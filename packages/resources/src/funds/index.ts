import type { ResourceDef } from '../define-resource';
import { fundSettlementResource } from './fund-settlement.resource';
import { fundWithdrawResource } from './fund-withdraw.resource';

export * from './fund-account-view';
export * from './funds.dict';
export { fundSettlementResource, fundWithdrawResource };

/**
 * Funds: the online money the platform took for each park, settled day by day with its company, and the
 * companies' withdrawals of it (the accounts are worked out from these two, see `fundAccountView`).
 */
export const fundResources: ResourceDef[] = [fundSettlementResource, fundWithdrawResource];
