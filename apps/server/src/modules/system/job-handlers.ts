import { storedMessage } from '@parking/domain';
import {
  apiLogResource,
  errorLogResource,
  jobLogResource,
  logLevel,
  operateLogResource,
  type ResourceDef,
  usualLogResource,
  warningLogResource,
  warnLevel,
  warnType,
} from '@parking/resources';
import { and, isNotNull, lt, or } from 'drizzle-orm';
import { colsOf } from '../../db/columns';
import type { Tx } from '../../db/connection';
import { authSession, loginFailure, smsCode } from '../../db/internal-tables';
import { engineTableOf, tableOf } from '../../db/schema';
import { onJobFailed, registerJobHandler } from '../../platform/jobs';
import { readIntParam } from './params';
import { expiringServices, todayIn } from './service-expiry';
import { writeUsualLog } from './usual-log';
import { recordWarnings } from './warnings';

const dayMs = 86_400_000;
const numberParam = (v: unknown, fallback: number, min: number, max: number) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.floor(n))) : fallback;
};

/** Logs whose old rows are deleted for good. */
const logs: ResourceDef[] = [
  operateLogResource,
  apiLogResource,
  usualLogResource,
  errorLogResource,
  jobLogResource,
  warningLogResource,
];

async function deleteWrittenBefore(tx: Tx, def: ResourceDef, cutoff: Date): Promise<number> {
  const table = engineTableOf(def);
  const c = colsOf(table);
  const gone = await tx.delete(table).where(lt(c.createdAt, cutoff)).returning({ id: c.id });
  return gone.length;
}

registerJobHandler('cleanOldLogs', {
  label: { zh: '清理过期日志', en: 'Clean old logs' },
  description: {
    zh: '删除早于 days 天（默认 180）的操作、接口、通用、错误、任务和告警日志',
    en: 'Deletes operation, API, server, error, job and warning log rows older than days (default 180)',
  },
  async run({ tx, params, now }) {
    const days = numberParam(params.days, 180, 1, 3650);
    const cutoff = new Date(now.getTime() - days * dayMs);
    const counts: { def: ResourceDef; n: number }[] = [];
    for (const def of logs) counts.push({ def, n: await deleteWrittenBefore(tx, def, cutoff) });
    return {
      zh: `已删除 ${days} 天前的日志：${counts.map((c) => `${c.def.label.zh} ${c.n} 条`).join('，')}`,
      en: `older than ${days} days removed: ${counts.map((c) => `${c.def.label.en} ${c.n}`).join(', ')}`,
    };
  },
});

registerJobHandler('purgeExpiredSessions', {
  label: { zh: '清理过期会话', en: 'Purge expired sessions' },
  description: {
    zh: '删除已过期或已注销超过一天的登录会话、失败记录和验证码',
    en: 'Deletes sign-in sessions, failed sign-ins and codes that ended more than a day ago',
  },
  async run({ tx, now }) {
    const dayAgo = new Date(now.getTime() - dayMs);
    const sessions = await tx
      .delete(authSession)
      .where(
        or(
          lt(authSession.refreshExpiresAt, dayAgo),
          and(isNotNull(authSession.revokedAt), lt(authSession.revokedAt, dayAgo)),
        ),
      )
      .returning({ id: authSession.id });
    const failures = await tx
      .delete(loginFailure)
      .where(lt(loginFailure.failedAt, dayAgo))
      .returning({ id: loginFailure.id });
    const codes = await tx.delete(smsCode).where(lt(smsCode.expiresAt, dayAgo)).returning({ id: smsCode.id });
    return {
      zh: `已删除会话 ${sessions.length} 个，登录失败记录 ${failures.length} 条，验证码 ${codes.length} 个`,
      en: `sessions ${sessions.length}, failed sign-ins ${failures.length}, codes ${codes.length} removed`,
    };
  },
});

registerJobHandler('parkServiceExpiry', {
  label: { zh: '车场服务到期提醒', en: 'Park service expiry warnings' },
  description: {
    zh: '为即将到期（parkService.noticeDays 天内）和已到期的车场服务写告警日志，每种情况一条',
    en: 'Writes a warning for each park service ending within parkService.noticeDays days or ended, once each',
  },
  async run({ app, tx, now }) {
    const days = await readIntParam(tx, 'parkService.noticeDays', 0, 365);
    const items = await expiringServices(tx, null, todayIn(app.config.timeZone, now), days);
    const added = await recordWarnings(tx, items);
    return {
      zh: `${items.length} 个车场服务即将到期或已到期，新增告警 ${added} 条`,
      en: `${items.length} parks expiring or expired, ${added} new warnings`,
    };
  },
});

onJobFailed(async (app, run) => {
  await writeUsualLog(app, {
    level: logLevel.values.error,
    title: { zh: `任务失败：${run.jobName}`, en: `Job failed: ${run.jobName}` },
    message: { zh: `${run.invokeTarget}：${run.message.zh}`, en: `${run.invokeTarget}: ${run.message.en}` },
  });
  await app.db.insert(tableOf(warningLogResource)).values({
    companyId: null,
    warnType: warnType.values.jobFailed,
    level: warnLevel.values.critical,
    title: storedMessage({ zh: `定时任务失败：${run.jobName}`, en: `Scheduled job failed: ${run.jobName}` }, 500),
    content: storedMessage(run.message, 2000),
    dedupeKey: `job:${run.logId}`,
  });
});
