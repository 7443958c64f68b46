import { parseLocalDateTime } from '@parking/domain';
import { monthPassResource, passGroupResource, type SubmitValues } from '@parking/resources';
import { type HookCtx, merged, registerHooks } from '../../crud/hooks';
import { badRequest } from '../../platform/errors';
import { removalHooks } from '../parks/dependents';
import { checkSamePark } from '../parks/same-park';
import { type NewPassTerms, recordNewPass, termsOf } from './new-pass-ledger';
import { plateOrRefuse, refuseDuplicatePlate } from './pass-create.service';
import type { Pass } from './pass-rows';

const instant = (v: string | Date | null | undefined, timeZone: string): Date | null =>
  v == null ? null : v instanceof Date ? v : parseLocalDateTime(v, timeZone);

/** More plates arrive as a list in any separator; they are stored normalised, comma-separated, without the main plate. */
function normalisePlateList(values: SubmitValues<typeof monthPassResource>, existing: Pass | null): void {
  if (values.plateNumbers === undefined) return;
  const main = merged(values, existing, 'plateNumber') ?? '';
  const list = (values.plateNumbers ?? '')
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

async function checkPass(
  ctx: HookCtx<typeof monthPassResource>,
  values: SubmitValues<typeof monthPassResource>,
  existing: Pass | null,
): Promise<void> {
  const tz = ctx.app.config.timeZone;
  await checkSamePark(ctx, values, existing);
  normalisePlateList(values, existing);
  if (existing && values.endTime !== undefined) {
    if (instant(values.endTime, tz)?.getTime() !== existing.endTime.getTime()) {
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
  const parkId = merged(values, existing, 'parkId');
  if (parkId == null) return;
  const plates = [merged(values, existing, 'plateNumber'), ...(values.plateNumbers ?? '').split(',')].filter(
    (p): p is string => typeof p === 'string' && p !== '',
  );
  if (values.plateNumber !== undefined || values.plateNumbers !== undefined || values.parkId !== undefined) {
    for (const plate of plates) await refuseDuplicatePlate(ctx.tx, parkId, plate, existing?.id);
  }
}

// the before-hook is handed the caller's values, the after-hook only the stored row:
// the terms pass from one to the other through the call's shared object
const termsOfCall = new WeakMap<object, NewPassTerms>();

registerHooks(monthPassResource, {
  beforeSubmit: async (ctx, values, existing) => {
    await checkPass(ctx, values, existing);
    const terms = termsOf(values);
    if (terms) termsOfCall.set(ctx.shared, terms);
  },
  afterSubmit: async (ctx, row, existing) => {
    if (!existing) await recordNewPass(ctx, row, termsOfCall.get(ctx.shared));
  },
});
registerHooks(passGroupResource, { beforeSubmit: checkSamePark, ...removalHooks });
