import { enabledState, wxFollowerResource, wxInfoResource } from '@parking/resources';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/connection';
import type { RowOf } from '../../../db/resource-table';
import { tableOf } from '../../../db/schema';
import type { AppContext } from '../../../platform/context';
import { AppError, badRequest } from '../../../platform/errors';
import { withTimeout } from '../outbox/retry-schedule';

type FollowerRow = RowOf<typeof wxFollowerResource>;

/** A follower as WeChat describes it, in the columns it is kept in. */
export type WechatFollower = {
  openid: string;
  nickname: string | null;
  subscribed: boolean;
  subscribeTime: Date | null;
  remark: string | null;
  tags: string | null;
};

export type SyncCount = { followers: number; added: number; changed: number; unsubscribed: number; unchanged: number };

/** WeChat answers at most 100 followers per user/info/batchget. */
const batchSize = 100;
/** user/get pages through at most this many pages (10,000 followers each) before the sync gives up. */
const maxPages = 1000;

/** The enabled official account the platform's account calls go to; 400 when there is none. */
export async function enabledAccount(db: Db) {
  const acc = tableOf(wxInfoResource);
  const [account] = await db
    .select({ appId: acc.appId, name: acc.name })
    .from(acc)
    .where(and(eq(acc.enabled, enabledState.values.enabled), isNull(acc.deletedAt)))
    .orderBy(asc(acc.id))
    .limit(1);
  if (!account) {
    throw badRequest({
      zh: '没有启用的公众号，请先在「公众号配置」中添加',
      en: 'no enabled official account; add one first',
    });
  }
  return account;
}

/**
 * One call of WeChat's account API through the adapter, within the outbox time-out: its JSON answer, or 502
 * saying what went wrong (no answer, or WeChat's errcode and errmsg).
 */
export async function askWechat(app: AppContext, api: string, body: Record<string, unknown>) {
  let text: string;
  try {
    ({ text } = await withTimeout(app.config.outboxTimeoutMs, (signal) =>
      app.outbound.accountApi.call({ api, body }, signal),
    ));
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw new AppError(502, { zh: `微信接口 ${api} 没有正常应答：${why}`, en: `WeChat did not answer ${api}: ${why}` });
  }
  let answer: Record<string, unknown>;
  try {
    answer = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new AppError(502, { zh: `微信接口 ${api} 的应答无法解析`, en: `WeChat's answer to ${api} is not JSON` });
  }
  if (typeof answer.errcode === 'number' && answer.errcode !== 0) {
    const why = `${answer.errcode} ${String(answer.errmsg ?? '')}`.trim();
    throw new AppError(502, { zh: `微信接口 ${api} 拒绝：${why}`, en: `WeChat refused ${api}: ${why}` });
  }
  return answer;
}

const textOrNull = (v: unknown, max: number) => (typeof v === 'string' && v !== '' ? v.slice(0, max) : null);

/**
 * Every follower of the account as WeChat has them now: the openids page by page (user/get), their details a
 * hundred at a time (user/info/batchget), their tags by name (tags/get).
 */
export async function fetchFollowers(app: AppContext, appId: string): Promise<WechatFollower[]> {
  const openids: string[] = [];
  let next = '';
  for (let page = 0; page < maxPages; page++) {
    const answer = await askWechat(app, 'user/get', { appId, next_openid: next });
    const data = answer.data as { openid?: unknown } | undefined;
    const got = Array.isArray(data?.openid) ? data.openid.filter((o): o is string => typeof o === 'string') : [];
    openids.push(...got);
    next = typeof answer.next_openid === 'string' ? answer.next_openid : '';
    if (got.length === 0 || next === '') break;
  }
  const tagAnswer = await askWechat(app, 'tags/get', { appId });
  const tagNames = new Map(
    (Array.isArray(tagAnswer.tags) ? (tagAnswer.tags as { id?: unknown; name?: unknown }[]) : []).map((t) => [
      Number(t.id),
      String(t.name ?? t.id),
    ]),
  );
  const unique = [...new Set(openids)];
  const followers: WechatFollower[] = [];
  for (let i = 0; i < unique.length; i += batchSize) {
    const user_list = unique.slice(i, i + batchSize).map((openid) => ({ openid, lang: 'zh_CN' }));
    const answer = await askWechat(app, 'user/info/batchget', { appId, user_list });
    const infos = Array.isArray(answer.user_info_list) ? (answer.user_info_list as Record<string, unknown>[]) : [];
    for (const info of infos) {
      if (typeof info.openid !== 'string' || info.openid === '') continue;
      const subscribed = Number(info.subscribe) === 1;
      const tagIds = Array.isArray(info.tagid_list) ? (info.tagid_list as unknown[]).map(Number) : [];
      const seconds = Number(info.subscribe_time);
      followers.push({
        openid: info.openid.slice(0, 64),
        nickname: textOrNull(info.nickname, 100),
        subscribed,
        subscribeTime: subscribed && seconds > 0 ? new Date(seconds * 1000) : null,
        remark: textOrNull(info.remark, 30),
        tags: textOrNull(tagIds.map((id) => tagNames.get(id) ?? String(id)).join('、'), 200),
      });
    }
  }
  return followers;
}

const same = (a: unknown, b: unknown) =>
  a instanceof Date || b instanceof Date
    ? (a as Date | null)?.getTime?.() === (b as Date | null)?.getTime?.()
    : (a ?? null) === (b ?? null);

/** The columns a sync keeps as WeChat has them (the bound plates are the operators' own). */
const synced = ['nickname', 'subscribed', 'subscribeTime', 'remark', 'tags'] as const;

/**
 * Stores the followers WeChat has, in the caller's transaction: a new openid is added, a known one updated
 * only where WeChat's details differ, and a follower WeChat no longer lists is marked as not following (its
 * row kept). A sync that finds nothing new writes nothing.
 */
export async function storeFollowers(tx: Tx, fetched: WechatFollower[]): Promise<SyncCount> {
  const t = tableOf(wxFollowerResource);
  // syncs that overlap store one after the other, so an openid new to both is added once
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('wx-follower-sync'))`);
  const rows = await tx.select().from(t).where(isNull(t.deletedAt));
  const byOpenid = new Map<string, FollowerRow>(rows.map((r) => [r.openid, r]));
  const seen = new Set<string>();
  const added: WechatFollower[] = [];
  let changed = 0;
  let unchanged = 0;
  let left = 0;
  for (const f of fetched) {
    if (seen.has(f.openid)) continue;
    seen.add(f.openid);
    const row = byOpenid.get(f.openid);
    if (!row) {
      added.push(f);
      continue;
    }
    // a follower who left keeps the details WeChat gave while it followed
    const wanted = f.subscribed
      ? f
      : { ...f, nickname: row.nickname, subscribeTime: row.subscribeTime, tags: row.tags };
    const diff = Object.fromEntries(synced.filter((k) => !same(row[k], wanted[k])).map((k) => [k, wanted[k]]));
    if (Object.keys(diff).length === 0) {
      unchanged++;
      continue;
    }
    await tx.update(t).set(diff).where(eq(t.id, row.id));
    if (row.subscribed && !wanted.subscribed) left++;
    else changed++;
  }
  for (let i = 0; i < added.length; i += 500) await tx.insert(t).values(added.slice(i, i + 500));
  const gone = rows.filter((r) => r.subscribed && !seen.has(r.openid)).map((r) => r.id);
  if (gone.length) await tx.update(t).set({ subscribed: false }).where(inArray(t.id, gone));
  return { followers: seen.size, added: added.length, changed, unsubscribed: gone.length + left, unchanged };
}

/** Asks WeChat for the account's followers and stores them in one transaction. */
export async function syncFollowers(app: AppContext, tx: Tx, appId: string): Promise<SyncCount> {
  return storeFollowers(tx, await fetchFollowers(app, appId));
}
