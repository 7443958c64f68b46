import { lt } from 'drizzle-orm';
import { idempotencyKey } from '../../db/internal-tables';
import { registerJobHandler } from '../../platform/jobs';

const hourMs = 3_600_000;

registerJobHandler('cleanIdempotencyKeys', {
  label: { zh: '清理幂等键', en: 'Clean idempotency keys' },
  description: {
    zh: '删除早于 hours 小时（默认 24）的幂等键；之后用同一键重试会再执行一次',
    en: 'Removes idempotency keys older than hours hours (default 24); a retry with such a key applies again',
  },
  async run({ tx, params, now }) {
    const raw = Number(params.hours);
    const hours = Number.isFinite(raw) ? Math.min(24 * 365, Math.max(1, Math.floor(raw))) : 24;
    const removed = await tx
      .delete(idempotencyKey)
      .where(lt(idempotencyKey.createdAt, new Date(now.getTime() - hours * hourMs)))
      .returning({ key: idempotencyKey.key });
    return {
      zh: `已删除 ${hours} 小时前的幂等键 ${removed.length} 个`,
      en: `${removed.length} idempotency keys older than ${hours} hours removed`,
    };
  },
});
