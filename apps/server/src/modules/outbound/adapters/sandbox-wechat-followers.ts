import { createHash } from 'node:crypto';

type Follower = {
  openid: string;
  nickname: string;
  /** Seconds since 1970, as WeChat gives it. */
  subscribeTime: number;
  remark: string;
  tagIds: number[];
  subscribed: boolean;
};

/** The account's tags (tags/get). */
const tags = [
  { id: 2, name: '星标组' },
  { id: 100, name: '月卡车主' },
  { id: 101, name: '访客' },
  { id: 102, name: '商户' },
];

const nicknames = [
  '阿明',
  '小雨',
  '停车达人',
  '王师傅',
  '李女士',
  'Tom',
  '周周',
  '老陈',
  '晴天',
  '张经理',
  '小林',
  '大熊',
];

/** A 28-character openid that is always the same for the same follower, shaped as WeChat's are. */
const openidOf = (n: number) =>
  `oSbx${createHash('sha256')
    .update(`sandbox-follower-${n}`)
    .digest('base64url')
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, 24)}`;

/** 2025-01-01 00:00 UTC: the first follower followed then, each next one 19 days and some hours later. */
const firstFollow = 1_735_689_600;

const errors = {
  openid: { errcode: 40003, errmsg: 'invalid openid' },
  listSize: { errcode: 40032, errmsg: 'invalid openid list size, at most 100' },
  remark: { errcode: 45159, errmsg: 'invalid remark length, at most 30 characters' },
};

/**
 * The followers of the sandbox's official account, answered as WeChat's user APIs answer them: the same
 * twelve followers on every start, their remarks as last set, and any the tests make unfollow or follow again.
 */
export class SandboxFollowers {
  /** How many openids one user/get answers (WeChat: 10,000). */
  pageSize = 10_000;
  private readonly followers: Follower[] = nicknames.map((nickname, i) => ({
    openid: openidOf(i + 1),
    nickname,
    subscribeTime: firstFollow + i * (19 * 86_400 + 3_600 * (i % 7)),
    remark: i === 3 ? '东门保安' : '',
    tagIds: tags.filter((_, t) => (i + t) % 3 === 0).map((t) => t.id),
    subscribed: true,
  }));

  /** The openids of the sandbox's followers, in the order user/get lists them. */
  openids(): string[] {
    return this.followers.filter((f) => f.subscribed).map((f) => f.openid);
  }

  /** A follower leaves the account (or follows it again, followed now). */
  setFollowing(openid: string, subscribed: boolean): void {
    const f = this.followers.find((x) => x.openid === openid);
    if (!f) throw new Error(`sandbox: no follower ${openid}`);
    if (subscribed && !f.subscribed) f.subscribeTime = Math.floor(Date.now() / 1000);
    f.subscribed = subscribed;
  }

  /** The answer to one of the user APIs, or null for an API the followers do not answer. */
  answer(api: string, body: unknown): Record<string, unknown> | null {
    const input = (body ?? {}) as Record<string, unknown>;
    switch (api) {
      case 'user/get':
        return this.list(typeof input.next_openid === 'string' ? input.next_openid : '');
      case 'user/info/batchget':
        return this.batchGet(input.user_list);
      case 'user/info/updateremark':
        return this.updateRemark(input.openid, input.remark);
      case 'tags/get':
        return {
          tags: tags.map((t) => ({
            ...t,
            count: this.followers.filter((f) => f.subscribed && f.tagIds.includes(t.id)).length,
          })),
        };
      default:
        return null;
    }
  }

  /** user/get: the openids after `next`, a page at a time; an empty next_openid once all were given. */
  private list(next: string) {
    const all = this.openids();
    const from = next ? all.indexOf(next) + 1 : 0;
    if (next && from === 0) return errors.openid;
    const page = all.slice(from, from + this.pageSize);
    if (page.length === 0) return { total: all.length, count: 0, next_openid: '' };
    return { total: all.length, count: page.length, data: { openid: page }, next_openid: page.at(-1) };
  }

  private batchGet(list: unknown) {
    if (!Array.isArray(list) || list.length === 0 || list.length > 100) return errors.listSize;
    const infos = [];
    for (const item of list as { openid?: unknown }[]) {
      const f = this.followers.find((x) => x.openid === item?.openid);
      if (!f) return errors.openid;
      infos.push(
        f.subscribed
          ? {
              subscribe: 1,
              openid: f.openid,
              nickname: f.nickname,
              language: 'zh_CN',
              subscribe_time: f.subscribeTime,
              remark: f.remark,
              groupid: 0,
              tagid_list: f.tagIds,
              subscribe_scene: 'ADD_SCENE_QR_CODE',
            }
          : { subscribe: 0, openid: f.openid, tagid_list: [] },
      );
    }
    return { user_info_list: infos };
  }

  private updateRemark(openid: unknown, remark: unknown) {
    const f = this.followers.find((x) => x.openid === openid);
    if (!f) return errors.openid;
    if (typeof remark !== 'string' || [...remark].length > 30) return errors.remark;
    f.remark = remark;
    return { errcode: 0, errmsg: 'ok' };
  }
}
