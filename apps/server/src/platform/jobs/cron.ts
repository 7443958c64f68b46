import type { Message } from '@parking/domain';
import { Cron } from 'croner';

const maxFields = 6;

/** Why a cron expression cannot be scheduled, or null when it can (5 fields, or 6 with seconds). */
export function cronProblem(expression: string, timeZone: string): Message | null {
  const fields = expression.trim().split(/\s+/);
  if (fields.length < 5 || fields.length > maxFields) {
    return {
      zh: '必须有 5 或 6 个字段（秒 分 时 日 月 周）',
      en: 'must have 5 or 6 fields (second minute hour day month weekday)',
    };
  }
  try {
    const cron = new Cron(expression, { timezone: timeZone, paused: true });
    if (!cron.nextRun()) return { zh: '以后不会再执行', en: 'never runs again' };
    return null;
  } catch (err) {
    const reason = err instanceof Error ? err.message.replace(/^CronPattern: /, '') : String(err);
    return { zh: `格式不正确：${reason}`, en: `is not valid: ${reason}` };
  }
}

export function nextRunOf(expression: string, timeZone: string, after = new Date()): Date | null {
  try {
    return new Cron(expression, { timezone: timeZone, paused: true }).nextRun(after);
  } catch {
    return null;
  }
}
