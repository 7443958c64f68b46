import type { AnyRoute } from '../../platform/route-table';
import { advertRoutes } from './advert/advert.routes';
import { invoicingRoutes } from './invoices';
import { outboxRoutes } from './outbox/outbox.routes';
import { payCallbackRoutes } from './payments/callback.routes';
import { platformRoutes } from './platforms/platform.routes';
import { shanghaiUploadRoutes } from './platforms/shanghai-uploads.routes';
import { wechatRoutes } from './wechat/wechat.routes';
import { wxFollowerRoutes } from './wechat/wx-followers.routes';
import './payments/merchant-keys.hooks';
import './platforms/stored-keys.hooks';
import './platforms/platform-pushes';
import './platforms/guidance-screens.job';
import './outbox/deliver-outbox.job';
import './outbox/service-topics';
import './sms/pass-expiry-reminders.job';

export const outboundRoutes: AnyRoute[] = [
  ...outboxRoutes,
  ...payCallbackRoutes,
  ...advertRoutes,
  ...platformRoutes,
  ...shanghaiUploadRoutes,
  ...wechatRoutes,
  ...wxFollowerRoutes,
  ...invoicingRoutes,
];
