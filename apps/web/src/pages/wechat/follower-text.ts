import type { Label } from '@parking/resources';
import { currentLang } from '../../i18n';

/** The WeChat follower page's own words, in both languages. */
const words = {
  sync: ['同步粉丝', 'Sync followers'],
  syncConfirm: [
    '从微信公众号拉取全部粉丝并更新列表？已取消关注的粉丝将标记为未关注。',
    'Fetch every follower from the official account and update the list? Those who left are marked as not following.',
  ],
  synced: [
    '已同步 {followers} 位粉丝：新增 {added}，更新 {changed}，取消关注 {unsubscribed}',
    'Synced {followers} followers: {added} new, {changed} updated, {unsubscribed} left',
  ],
  edit: ['修改备注', 'Edit remark'],
  editTitle: ['修改微信用户：{name}', 'Edit follower: {name}'],
  remark: ['备注', 'Remark'],
  remarkHelp: ['保存时同步到微信公众号，最多 30 个字符', 'Sent to WeChat when saved; at most 30 characters'],
  plates: ['绑定车牌', 'Bound plates'],
  platesHelp: ['多个车牌用逗号分隔', 'Separate several plates with commas'],
  saved: ['已保存', 'Saved'],
} satisfies Record<string, [string, string]>;

type Key = keyof typeof words;

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));

/** A word of the page in both languages, its {placeholders} filled. */
export const followerLabel = (key: Key, vars: Record<string, string | number> = {}): Label => ({
  zh: fill(words[key][0], vars),
  en: fill(words[key][1], vars),
});

/** A word of the page in the console's language. */
export const fw = (key: Key, vars: Record<string, string | number> = {}): string =>
  followerLabel(key, vars)[currentLang()];
