import { reportExportResource, reportExportState } from '@parking/resources';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { afterCommit } from '../../../db/actor';
import { tableOf } from '../../../db/schema';
import { registerJobHandler } from '../../../platform/jobs';
import { removeFiles } from './report-export.routes';

/** A running export whose progress has not moved for this long was cut off (the server stopped). */
const stalledMinutes = 30;

registerJobHandler('cleanReportExports', {
  label: { zh: '清理过期导出', en: 'Clean expired exports' },
  description: {
    zh: '删除已过期（默认保留 7 天）的后台导出文件及其记录；超过 30 分钟没有进展的导出（服务器中途停止）标为失败',
    en: 'Deletes background export files past their expiry (kept 7 days) and their rows; marks exports with no progress for 30 minutes (the server stopped meanwhile) as failed',
  },
  async run({ app, tx, now }) {
    const t = tableOf(reportExportResource);
    const expired = await tx
      .update(t)
      .set({ deletedAt: now })
      .where(and(isNull(t.deletedAt), lt(t.expiresAt, now)))
      .returning({ id: t.id, filePath: t.filePath });
    const stalled = await tx
      .update(t)
      .set({
        state: reportExportState.values.failed,
        error: 'stopped: the server ended before the file was written; export again',
        finishedAt: now,
      })
      .where(
        and(
          isNull(t.deletedAt),
          eq(t.state, reportExportState.values.running),
          lt(t.updatedAt, new Date(now.getTime() - stalledMinutes * 60_000)),
        ),
      )
      .returning({ id: t.id, filePath: t.filePath });
    afterCommit(() => removeFiles(app, [...expired, ...stalled]));
    return {
      zh: `已删除过期导出 ${expired.length} 个，标记中断导出 ${stalled.length} 个`,
      en: `${expired.length} expired exports deleted, ${stalled.length} cut-off exports marked failed`,
    };
  },
});
