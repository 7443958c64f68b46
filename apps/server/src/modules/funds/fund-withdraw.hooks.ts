import { fundWithdrawResource } from '@parking/resources';
import { registerHooks } from '../../crud/hooks';
import { checkWithdrawal } from './withdrawal.service';

registerHooks(fundWithdrawResource, { beforeSubmit: checkWithdrawal });
