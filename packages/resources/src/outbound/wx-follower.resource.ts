import { defineResource } from '../define-resource';
import { bool, datetime, l, text } from '../fields/field-builders';

/**
 * A follower of the platform's WeChat official account, as WeChat knows it: filled and kept current by the
 * "sync followers" call (user/get, user/info/batchget, tags/get), one row per openid. A follower who left the
 * account stays listed, no longer subscribed. The remark is WeChat's own (user/info/updateremark); the bound
 * plates are kept here only.
 */
export const wxFollowerResource = defineResource({
  module: 'wxuser',
  table: 'wx_follower',
  section: 'third-party',
  label: l('微信用户', 'WeChat follower'),
  scope: 'platform',
  platformOnly: true,
  idParam: 'id',
  titleField: 'nickname',
  fields: {
    openid: text(l('OpenID', 'OpenID'), {
      max: 64,
      required: true,
      unique: 'global',
      search: 'eq',
      readOnly: true,
      column: { ellipsis: true, width: 200 },
    }),
    nickname: text(l('昵称', 'Nickname'), { max: 100, search: 'contains', readOnly: true }),
    subscribed: bool(l('关注中', 'Following'), { search: 'eq', readOnly: true, default: true }),
    subscribeTime: datetime(l('关注时间', 'Followed at'), { search: 'range', sortable: true, readOnly: true }),
    remark: text(l('备注', 'Remark'), {
      max: 30,
      search: 'contains',
      help: l(
        '保存到微信公众号（备注名最多 30 个字符）',
        "Kept by WeChat as the follower's remark (at most 30 characters)",
      ),
    }),
    tags: text(l('标签', 'Tags'), { max: 200, search: 'contains', readOnly: true }),
    plateNumbers: text(l('绑定车牌', 'Bound plates'), {
      max: 120,
      search: 'contains',
      help: l('该粉丝绑定的车牌，逗号分隔', "The follower's plates, separated by commas"),
    }),
  },
  defaultSort: '-subscribeTime',
  routes: { list: ['list'], detail: ['detail'], submit: [], remove: false, export: ['export'] },
  menu: { path: '/weixin/userlist', group: '/weixin', icon: 'UserOutlined', sort: 9 },
});
