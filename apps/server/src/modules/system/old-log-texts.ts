import type { Message } from '@parking/domain';
import { idOfBody, permissionCode, resources, routeUrl } from '@parking/resources';

// Texts the server wrote in one language (or as "中文 / English") before logs kept both; the start-up sync
// turns each into a message in both languages, so an old row reads like a new one.

const same = (text: string): Message => ({ zh: text, en: text });

/** "中文 / English", as warnings and command outcomes were written. */
function joined(text: string): Message | null {
  const at = text.indexOf(' / ');
  return at > 0 ? { zh: text.slice(0, at), en: text.slice(at + 3) } : null;
}

const moduleNames = new Map(resources.map((d) => [d.module, d.label]));

/** `older than 180 days removed: parkoperatelog 1, blade-log/api 0` */
function logsRemoved(days: string, list: string): Message {
  const parts = list.split(', ').map((p) => {
    const at = p.lastIndexOf(' ');
    const module = p.slice(0, at);
    const label = moduleNames.get(module) ?? same(module);
    return { label, n: p.slice(at + 1) };
  });
  return {
    zh: `已删除 ${days} 天前的日志：${parts.map((p) => `${p.label.zh} ${p.n} 条`).join('，')}`,
    en: `older than ${days} days removed: ${parts.map((p) => `${p.label.en} ${p.n}`).join(', ')}`,
  };
}

const jobTexts: [RegExp, (...g: string[]) => Message][] = [
  [
    /^(\d+) commands not delivered within (\d+) hours marked failed$/,
    (n, h) => ({
      zh: `${n} 条指令超过 ${h} 小时未下发，已记为失败`,
      en: `${n} commands not delivered within ${h} hours marked failed`,
    }),
  ],
  [
    /^(\d+) idempotency keys older than (\d+) hours removed$/,
    (n, h) => ({ zh: `已删除 ${h} 小时前的幂等键 ${n} 个`, en: `${n} idempotency keys older than ${h} hours removed` }),
  ],
  [
    /^(\d+) orders unpaid for more than (\d+) hours closed$/,
    (n, h) => ({
      zh: `已关闭超过 ${h} 小时未支付的订单 ${n} 笔`,
      en: `${n} orders unpaid for more than ${h} hours closed`,
    }),
  ],
  [
    /^(\d+) parks expiring or expired, (\d+) new warnings$/,
    (n, w) => ({
      zh: `${n} 个车场服务即将到期或已到期，新增告警 ${w} 条`,
      en: `${n} parks expiring or expired, ${w} new warnings`,
    }),
  ],
  [
    /^sessions (\d+), failed sign-ins (\d+), codes (\d+)$/,
    (s, f, c) => ({
      zh: `已删除会话 ${s} 个，登录失败记录 ${f} 条，验证码 ${c} 个`,
      en: `sessions ${s}, failed sign-ins ${f}, codes ${c} removed`,
    }),
  ],
  [/^older than (\d+) days removed: (.*)$/, logsRemoved],
  [/^done$/, () => ({ zh: '完成', en: 'done' })],
  [/^no handler named (.+)$/, (h) => ({ zh: `没有名为 ${h} 的执行任务`, en: `no handler named ${h}` })],
];

/** A job log's old message; a failure's error text keeps its words behind a Chinese lead. */
export function oldJobMessage(text: string, failed: boolean): Message {
  for (const [pattern, make] of jobTexts) {
    const found = pattern.exec(text);
    if (found) return make(...found.slice(1));
  }
  return failed ? { zh: `执行出错：${text}`, en: text } : same(text);
}

const prefixed: [RegExp, (name: string) => Message][] = [
  [/^(.+)：服务已到期$/, (p) => ({ zh: `${p}：服务已到期`, en: `${p}: service ended` })],
  [/^(.+)：服务即将到期$/, (p) => ({ zh: `${p}：服务即将到期`, en: `${p}: service ending soon` })],
  [/^定时任务失败：(.+)$/, (j) => ({ zh: `定时任务失败：${j}`, en: `Scheduled job failed: ${j}` })],
  [/^任务失败：(.+)$/, (j) => ({ zh: `任务失败：${j}`, en: `Job failed: ${j}` })],
  [/^诊断 (.+)$/, (d) => ({ zh: `诊断 ${d}`, en: `Diagnostic ${d}` })],
];

/** A warning's or a server note's old title. */
export function oldTitle(text: string): Message {
  for (const [pattern, make] of prefixed) {
    const found = pattern.exec(text);
    if (found?.[1]) return make(found[1]);
  }
  return joined(text) ?? same(text);
}

/** A warning's, a server note's or a command's old content. */
export function oldContent(text: string): Message {
  const ran = /^(.+) ran the read-only diagnostic (\S+): (\d+) rows$/.exec(text);
  if (ran) return { zh: `${ran[1]} 运行了只读诊断 ${ran[2]}：${ran[3]} 行`, en: text };
  return joined(text) ?? same(text);
}

/** An operate log's old result: "success", or a refusal in English. */
export function oldResult(text: string): Message {
  if (text === 'success') return { zh: '成功', en: 'success' };
  if (text === 'internal error') return { zh: '服务器内部错误', en: 'internal error' };
  if (text === 'only platform users may do this') return { zh: '只有平台用户可以执行此操作', en: text };
  const missing = /^missing permission: (.+)$/.exec(text);
  if (missing) return { zh: `没有权限：${missing[1]}`, en: text };
  return same(text);
}

/** The generic call an old operate-log path was, by the declaration that makes it. */
export function genericVerb(path: string, params: unknown): { code: string; module: string } | null {
  for (const def of resources) {
    const body = (params as { body?: unknown } | null)?.body;
    if (def.routes.submit.some((p) => routeUrl(def, p) === path)) {
      const hasId = body && typeof body === 'object' && idOfBody(def, body as Record<string, unknown>) !== undefined;
      return { code: permissionCode(def, hasId ? 'edit' : 'add'), module: def.module };
    }
    if (def.routes.remove.some((r) => routeUrl(def, r.path) === path)) {
      return { code: permissionCode(def, 'delete'), module: def.module };
    }
  }
  return null;
}
