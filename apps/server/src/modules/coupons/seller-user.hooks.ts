import { sellerResource, userLevel, userResource } from '@parking/resources';
import { merged, registerHooks } from '../../crud/hooks';
import { findVisible } from '../../crud/visible-rows';
import { badRequest } from '../../platform/errors';
import { openMerchantAccount, usernameTaken } from './merchant-users.service';
import { fieldMessage } from './params';

registerHooks(sellerResource, {
  async beforeSubmit({ tx, shared }, values, existing) {
    const account = values.accountName;
    if (!account || account === existing?.accountName) return;
    if (!merged(values, existing, 'contactPhone')) {
      throw badRequest(
        fieldMessage(
          'contactPhone',
          '开设登录账号须填写联系电话（初始密码以短信发送）',
          'is required to open a sign-in account (its first password is texted there)',
        ),
      );
    }
    if (await usernameTaken(tx, account)) throw badRequest(fieldMessage('accountName', '已被使用', 'is taken'));
    shared.openAccount = account;
  },
  async afterSubmit(ctx, row, _existing, answer) {
    if (typeof ctx.shared.openAccount !== 'string') return;
    const opened = await openMerchantAccount(ctx, row, ctx.shared.openAccount);
    answer.account = opened;
  },
});

const userSellerLabel = userResource.fields.sellerId.label;
const bindingProblem = (zh: string, en: string) =>
  badRequest({ zh: `${userSellerLabel.zh}(sellerId): ${zh}`, en: `${userSellerLabel.en}(sellerId): ${en}` });

/** A user bound to a merchant works for the merchant's company. */
registerHooks(userResource, {
  async beforeSubmit({ tx, access }, values, existing) {
    const sellerId = merged(values, existing, 'sellerId');
    if (sellerId == null) return;
    if (merged(values, existing, 'level') === userLevel.values.platform) {
      throw bindingProblem('平台用户不能绑定商户', "a platform user cannot be a merchant's user");
    }
    // a merchant the writer cannot see is refused by the reference check, naming the field
    const [seller] = await findVisible(tx, sellerResource, access, [sellerId]);
    if (!seller) return;
    // a merchant of another company is refused by the reference check, which follows the user's company
    const companyId = merged(values, existing, 'companyId') ?? access.activeCompanyId ?? access.companyId;
    if (companyId == null) values.companyId = seller.companyId;
  },
});
