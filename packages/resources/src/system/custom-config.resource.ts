import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { dict, l, text } from '../fields/field-builders';

/**
 * Branding of the console by the host serving it. The logo travels in every console's first (public)
 * answer, so it is kept small.
 */
export const customConfigResource = defineResource({
  module: 'sysCustomConfig',
  table: 'sys_custom_config',
  section: 'system',
  label: l('个性化配置', 'Branding'),
  scope: 'platform',
  platformOnly: true,
  idParam: 'recordId',
  titleField: 'domain',
  permissionPrefix: 'customConfig',
  fields: {
    domain: text(l('域名', 'Domain'), {
      max: 200,
      required: true,
      unique: 'global',
      search: 'contains',
      pattern: /^[A-Za-z0-9_.*:-]+$/,
      patternRule: l('只能是域名，可带端口，* 表示任意', 'must be a host name, optionally with a port; * for any'),
      help: l(
        '如 park.example.com；*.example.com 匹配子域名；* 为其余域名的默认值',
        'e.g. park.example.com; *.example.com matches sub-domains; * is the default for the rest',
      ),
    }),
    shortSystemName: text(l('系统简称', 'Short system name'), { max: 20 }),
    indexTitle: text(l('首页标题', 'Site title'), { max: 60 }),
    footer: text(l('版权信息', 'Legal footer'), { max: 200, list: false }),
    logoImageBase64: text(l('Logo(Base64)', 'Logo (base64)'), {
      max: 5800,
      list: false,
      pattern: /^(data:image\/[a-z+.-]+;base64,)?[A-Za-z0-9+/=_-]+$/,
      patternRule: l('必须是 Base64 编码的图片', 'must be a base64-encoded image'),
    }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  menu: { path: '/system/customconfig', group: '/system', icon: 'DesktopOutlined', sort: 20 },
});
