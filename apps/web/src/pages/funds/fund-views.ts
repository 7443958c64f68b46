import { fundAccountView } from '@parking/resources';
import type { ResourceRoute } from '../../crud/resource-routes';

/** 资金账户: the companies' accounts, beside the settlement and withdrawal lists their resources place themselves. */
export const fundViews: ResourceRoute[] = [{ path: '/fundmanage/account', def: fundAccountView }];
