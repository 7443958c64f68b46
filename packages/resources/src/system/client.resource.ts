import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { dict, int, l, text } from '../fields/field-builders';

/** Applications allowed to ask for tokens (the console is one); checked by Basic credentials. */
export const clientResource = defineResource({
  module: 'blade-system/client',
  table: 'sys_client',
  section: 'system',
  label: l('应用客户端', 'Client'),
  scope: 'platform',
  platformOnly: true,
  idParam: 'id',
  titleField: 'clientId',
  permissionPrefix: 'client',
  fields: {
    clientId: text(l('客户端编号', 'Client id'), { max: 60, required: true, unique: true, search: 'eq' }),
    clientSecret: text(l('客户端密钥', 'Client secret'), { max: 128, min: 8, secret: true, list: false }),
    accessTokenValidity: int(l('令牌有效期(秒)', 'Token lifetime (s)'), { min: 60, max: 31_536_000, default: 30000 }),
    refreshTokenValidity: int(l('刷新令牌有效期(秒)', 'Refresh lifetime (s)'), {
      min: 60,
      max: 31_536_000,
      default: 604800,
    }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  menu: { path: '/system/client', group: '/system', icon: 'ApiOutlined', sort: 6 },
});
