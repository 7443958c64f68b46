import { formatLocalDateTime, normalizePlate, plateProblem } from '@parking/domain';
import { inOutRecordResource, orderKind } from '@parking/resources';
import { eq } from 'drizzle-orm';
import { tableOf } from '../../../db/schema';
import type { AppContext } from '../../../platform/context';
import { badRequest } from '../../../platform/errors';
import { reserveCoupons } from '../../coupons/stay-coupons';
import { lockCars } from '../gate-decision/car-locks';
import { owedAtExit } from '../gate-decision/decide-exit';
import { openStayOf } from '../gate-decision/open-stay';
import { upsertExitOrder } from './exit-order';

/** What anyone who names the park and plate is told: what is owed now and the order to pay it with. */
export type AdvanceOwed = {
  parkId: number;
  plateNumber: string;
  owedFen: number;
  graceMinutes: number;
  /** The order to pay (null: nothing is owed now). */
  onlineOrderId: string | null;
  payUrl: string | null;
};

/** What only a caller who proved the stay (by its entry time) is told besides. */
export type AdvanceStay = {
  recordId: number;
  inTime: string;
  /** When the stay was priced; paying lets the car leave within graceMinutes of it. */
  pricedAt: string;
  minutes: number;
  feeFen: number;
  paidFen: number;
};

export type AdvanceQuote = AdvanceOwed | (AdvanceOwed & AdvanceStay);

/** The entry time a caller gave proves the stay when it is the stay's, to the minute, in the operators' zone. */
const provesStay = (inTime: Date, given: string | undefined, timeZone: string) =>
  given !== undefined && formatLocalDateTime(inTime, timeZone).slice(0, 16) === given.slice(0, 16);

/**
 * A driver inside the park asks what the stay costs now: it is priced at this moment and the stay's one
 * waiting order is set to what is owed, covering the stay up to now. Paid, it lets the car out within
 * the grace time; later, the exit asks for the difference only. The entry time, the minutes, the fee and what
 * was paid are told only when `proof.inTime` is the stay's entry time (`yyyy-MM-dd HH:mm`).
 */
export async function quoteAdvance(
  app: AppContext,
  parkId: number,
  plateText: string,
  proof: { inTime?: string } = {},
  at = new Date(),
): Promise<AdvanceQuote> {
  const plate = normalizePlate(plateText);
  const problem = plateProblem(plate);
  if (problem) throw badRequest({ zh: `车牌号(plateNumber): ${problem.zh}`, en: `Plate(plateNumber): ${problem.en}` });
  return app.db.transaction(async (tx) => {
    await lockCars(tx, [{ parkId, plate }]);
    const stay = await openStayOf(tx, parkId, plate);
    if (!stay) {
      throw badRequest({
        zh: `车牌号(plateNumber): ${plate} 不在该停车场内，无需缴费`,
        en: `Plate(plateNumber): ${plate} is not parked in this park; there is nothing to pay`,
      });
    }
    const recordId = stay.id;
    const inTime = stay.inTime;
    const { feeFen, owedFen, discountFen, uses } = await owedAtExit(app, tx, stay, at, true);
    let onlineOrderId: string | null = null;
    if (owedFen > 0) {
      const extras = { couponDiscount: discountFen, oweAmount: 0 };
      ({ onlineOrderId } = await upsertExitOrder(tx, stay, owedFen, at, orderKind.values.advance, extras));
      await reserveCoupons(tx, recordId, uses, at);
      const t = tableOf(inOutRecordResource);
      await tx.update(t).set({ fee: feeFen, couponDiscount: discountFen }).where(eq(t.id, recordId));
    }
    const owed: AdvanceOwed = {
      parkId,
      plateNumber: plate,
      owedFen,
      graceMinutes: app.config.payGraceMinutes,
      onlineOrderId,
      payUrl: onlineOrderId ? `${app.config.publicBaseUrl}/pay/${encodeURIComponent(onlineOrderId)}` : null,
    };
    if (!provesStay(inTime, proof.inTime, app.config.timeZone)) return owed;
    return {
      ...owed,
      recordId,
      inTime: formatLocalDateTime(inTime, app.config.timeZone),
      pricedAt: formatLocalDateTime(at, app.config.timeZone),
      minutes: Math.max(0, Math.floor((at.getTime() - inTime.getTime()) / 60_000)),
      feeFen,
      paidFen: stay.paid ?? 0,
    };
  });
}
