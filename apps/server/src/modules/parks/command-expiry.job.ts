import { storedMessage } from '@parking/domain';
import { commandState, parkCommandResource } from '@parking/resources';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { tableOf } from '../../db/schema';
import { registerJobHandler } from '../../platform/jobs';

const hourMs = 3_600_000;

registerJobHandler('expireParkCommands', {
  label: { zh: '过期车场指令', en: 'Expire park commands' },
  description: {
    zh: '把超过 hours 小时（默认 24）仍未下发的车场指令记为失败，并写明原因',
    en: 'Marks park commands still waiting after hours hours (default 24) as failed, with the reason',
  },
  async run({ tx, params, now }) {
    const raw = Number(params.hours);
    const hours = Number.isFinite(raw) ? Math.min(24 * 30, Math.max(1, Math.floor(raw))) : 24;
    const t = tableOf(parkCommandResource);
    const expired = await tx
      .update(t)
      .set({
        state: commandState.values.failed,
        result: storedMessage({ zh: `未在 ${hours} 小时内下发`, en: `not delivered within ${hours} hours` }, 500),
        answeredAt: now,
      })
      .where(
        and(
          eq(t.state, commandState.values.waiting),
          lt(t.createdAt, new Date(now.getTime() - hours * hourMs)),
          isNull(t.deletedAt),
        ),
      )
      .returning({ id: t.id });
    return {
      zh: `${expired.length} 条指令超过 ${hours} 小时未下发，已记为失败`,
      en: `${expired.length} commands not delivered within ${hours} hours marked failed`,
    };
  },
});
