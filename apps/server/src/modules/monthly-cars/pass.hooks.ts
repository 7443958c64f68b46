import { parseLocalDateTime } from '@parking/domain';
import { type HookCtx, type Row, registerHooks } from '../../crud/hooks';
import { badRequest } from '../../platform/errors';
import { removalHooks } from '../parks/dependents';
import { checkSamePark } from '../parks/same-park';
import { merged } from '../parks/visible';
import { plateOrRefuse, refuseDuplicatePlate } from './pass-create.service';

const instant = (v: unknown, timeZone: string): Date | null =>
  v == null ? null : v instanceof Date ? v : parseLocalDateTime(String(v), timeZone);

/** More plates arrive as a list in any separator; they are stored normalised, comma-separated, without the main plate. */
function normalisePlateList(values: Row, existing: Row | null): void {
  if (values.plateNumbers === undefined) return;
  const main = String(merged(values, existing, 'plateNumber') ?? '');
  const list = String(values.plateNumbers ?? '')
    .split(/[,，;；\s]+/)
    .filter(Boolean)
    .map((p) => plateOrRefuse(p, 'plateNumbers'));
  const joined = [...new Set(list)].filter((p) => p !== main).join(',');
  if (joined.length > 120) {
    throw badRequest({
      zh: '其他车牌(plateNumbers): 最多120个字符',
      en: 'More plates(plateNumbers): at most 120 characters',
    });
  }
  values.plateNumbers = joined || null;
}

async function checkPass(ctx: HookCtx, values: Row, existing: Row | null): Promise<void> {
  const tz = ctx.app.config.timeZone;
  await checkSamePark(ctx, values, existing);
  normalisePlateList(values, existing);
  if (existing && values.endTime !== undefined) {
    const before = instant(existing.endTime, tz)?.getTime();
    if (instant(values.endTime, tz)?.getTime() !== before) {
      throw badRequest({
        zh: '到期时间(endTime): 只能通过续费、暂停和恢复改变',
        en: 'End(endTime): changes only by renewal, pause and recovery',
      });
    }
  }
  const start = instant(merged(values, existing, 'startTime'), tz);
  const end = instant(merged(values, existing, 'endTime'), tz);
  if (start && end && start > end) {
    throw badRequest({ zh: '到期时间(endTime): 不能早于开始时间', en: 'End(endTime): cannot be before the start' });
  }
  const parkId = Number(merged(values, existing, 'parkId'));
  const plates = [merged(values, existing, 'plateNumber'), ...String(values.plateNumbers ?? '').split(',')].filter(
    (p): p is string => typeof p === 'string' && p !== '',
  );
  if (values.plateNumber !== undefined || values.plateNumbers !== undefined || values.parkId !== undefined) {
    for (const plate of plates)
      await refuseDuplicatePlate(ctx.tx, parkId, plate, existing ? Number(existing.id) : undefined);
  }
}

registerHooks('parkMonth', { beforeSubmit: checkPass });
registerHooks('parkCarBitGroup', { beforeSubmit: checkSamePark, ...removalHooks });
