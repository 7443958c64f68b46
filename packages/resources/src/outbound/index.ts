import { invoiceApplyFormResource } from './invoice-apply-form.resource';
import { invoiceLogResource } from './invoice-log.resource';
import { invoiceSellerConfigResource } from './invoice-seller-config.resource';
import {
  importantReceiverResource,
  smsPlanResource,
  smsPlatKeyResource,
  smsRecordResource,
  smsStrategyResource,
  templateMsgConfigResource,
} from './messages.resource';
import { outboxMessageResource } from './outbox-message.resource';
import {
  aliApiConfigResource,
  aliSubMerchantConfigResource,
  wxApiConfigResource,
  wxApiSubMerchantConfigResource,
} from './pay-merchant.resource';
import {
  platformParkResource,
  platformUploadResource,
  thirdPartyAppResource,
  thirdPlatformResource,
  yzlLedResource,
} from './third-platform.resource';
import {
  aliOssConfigResource,
  parkMiniOtherConfigResource,
  parkMiniProgramResource,
  upParkPermissionResource,
  userRequestResource,
  wxInfoResource,
  wxKeywordResource,
  wxMenuResource,
  wxOtherConfigResource,
} from './wechat-config.resource';
import { wxFollowerResource } from './wx-follower.resource';

export * from './invoice-dicts';
export * from './messages.resource';
export * from './outbound.dict';
export * from './third-platform.resource';
export * from './wechat-config.resource';
export {
  aliApiConfigResource,
  aliSubMerchantConfigResource,
  invoiceApplyFormResource,
  invoiceLogResource,
  invoiceSellerConfigResource,
  outboxMessageResource,
  wxApiConfigResource,
  wxApiSubMerchantConfigResource,
  wxFollowerResource,
};

export const outboundResources = [
  outboxMessageResource,
  wxApiConfigResource,
  wxApiSubMerchantConfigResource,
  aliApiConfigResource,
  aliSubMerchantConfigResource,
  thirdPlatformResource,
  platformParkResource,
  platformUploadResource,
  thirdPartyAppResource,
  yzlLedResource,
  smsPlatKeyResource,
  smsStrategyResource,
  smsPlanResource,
  smsRecordResource,
  templateMsgConfigResource,
  importantReceiverResource,
  wxInfoResource,
  wxOtherConfigResource,
  wxKeywordResource,
  wxMenuResource,
  wxFollowerResource,
  parkMiniProgramResource,
  parkMiniOtherConfigResource,
  aliOssConfigResource,
  upParkPermissionResource,
  userRequestResource,
  invoiceSellerConfigResource,
  invoiceApplyFormResource,
  invoiceLogResource,
];
