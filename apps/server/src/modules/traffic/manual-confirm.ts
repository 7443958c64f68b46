import { type DictValue, inOutRecordResource, orderKind, payWay, stayState } from '@parking/resources';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { visibleOne } from '../../crud/visible-rows';
import type { Db, Tx } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { Access, AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { lockCars } from './gate-decision/car-locks';
import { owedAtExit } from './gate-decision/decide-exit';
import { upsertExitOrder } from './orders/exit-order';
import { applyPaymentIn } from './orders/order-payments';
import { closeStay, type Stay } from './stays/close-stay';
import { storeClosings } from './stays/store-closings';

type StayState = DictValue<typeof stayState>;

/**
 * merge: the unmatched exit was this car's stay (stayId): the exit is applied to it.
 * release: the car at the exit is let go, with what the booth charged it (cash) or nothing.
 * close: a stay left open when its car came in again is closed, with what it owes as an order or free.
 */
export const confirmActions = ['merge', 'release', 'close'] as const;

export type ConfirmRequest = {
  recordId: number;
  action: (typeof confirmActions)[number];
  stayId?: number;
  charge: boolean;
  amount?: number;
  reason: string;
};

export type ConfirmResult = {
  recordId: number;
  action: ConfirmRequest['action'];
  oldState: StayState;
  newState: StayState;
  /** The stay the exit was merged into, with its states before and after. */
  stayId: number | null;
  stayOldState: StayState | null;
  stayNewState: StayState | null;
  feeFen: number;
  /** Taken at the booth now (release). */
  paidFen: number;
  /** Left to pay as an order (merge, close). */
  owedFen: number;
  onlineOrderId: string | null;
  payUrl: string | null;
};

const field = (name: string, zh: string, en: string) => badRequest({ zh: `${name}: ${zh}`, en: `${name}: ${en}` });

async function lockedStay(tx: Tx, id: number): Promise<Stay> {
  const t = tableOf(inOutRecordResource);
  const [row] = await tx.select().from(t).where(eq(t.id, id)).for('update');
  if (!row) throw new Error(`stay ${id} is gone`);
  return row;
}

/** A stay the gate could not settle, resolved by an operator in one transaction. */
export async function resolveManualConfirm(
  app: AppContext,
  access: Access,
  req: ConfirmRequest,
): Promise<ConfirmResult> {
  return app.db.transaction(async (tx) => {
    const seen = await visibleOne(tx, inOutRecordResource, access, req.recordId);
    const target =
      req.action === 'merge' && req.stayId ? await visibleOne(tx, inOutRecordResource, access, req.stayId) : null;
    await lockCars(
      tx,
      [seen, ...(target ? [target] : [])].map((r) => ({ parkId: seen.parkId, plate: r.plateNumber })),
    );
    const record = await lockedStay(tx, req.recordId);
    if (record.state !== stayState.values.manualConfirm && !chargedNoEntry(record)) {
      throw field(
        '进出记录(recordId)',
        `${record.plateNumber} 不在待人工确认状态`,
        `${record.plateNumber} is not waiting for an operator`,
      );
    }
    const unmatchedExit = exitOf(record);
    if (!unmatchedExit) {
      if (req.action !== 'close') {
        throw field('处理方式(action)', '未记录出场的在场记录只能关闭', 'a stay whose exit was missed is closed');
      }
      return closeForgotten(app, tx, access, req, record);
    }
    if (req.action === 'close') {
      throw field(
        '处理方式(action)',
        '未匹配入场的出场记录只能合并或放行',
        'an unmatched exit is merged or released, not closed',
      );
    }
    const result =
      req.action === 'merge'
        ? await merge(app, tx, access, req, unmatchedExit)
        : await release(tx, access, req, unmatchedExit);
    return { ...result, oldState: record.state ?? result.oldState };
  });
}

const base = (req: ConfirmRequest, newState: StayState): ConfirmResult => ({
  recordId: req.recordId,
  action: req.action,
  oldState: stayState.values.manualConfirm,
  newState,
  stayId: null,
  stayOldState: null,
  stayNewState: null,
  feeFen: 0,
  paidFen: 0,
  owedFen: 0,
  onlineOrderId: null,
  payUrl: null,
});

const payUrlOf = (app: AppContext, onlineOrderId: string | null) =>
  onlineOrderId ? `${app.config.publicBaseUrl}/pay/${encodeURIComponent(onlineOrderId)}` : null;

const signed = (access: Access, text: string) => `${text}（${access.username}）`;

/** An exit read that found no entry, waiting for an operator: it carries the gate and time it was read at. */
type UnmatchedExit = Stay & { outGateId: number; outTime: Date };

/** An exit that found no entry, asked the park's no-entry charge: inside, read at the exit gate at its entry time. */
const chargedNoEntry = (record: Stay) =>
  record.state === stayState.values.inside && record.noEntryFee != null && record.outGateId != null;

/** The record as an unmatched exit; null for a stay left open by a missed exit, which has neither. */
const exitOf = (record: Stay): UnmatchedExit | null => {
  const outTime = record.outTime ?? (chargedNoEntry(record) ? record.inTime : null);
  return record.outGateId != null && outTime != null ? { ...record, outGateId: record.outGateId, outTime } : null;
};

async function merge(app: AppContext, tx: Tx, access: Access, req: ConfirmRequest, record: UnmatchedExit) {
  if (!req.stayId) throw field('在场记录(stayId)', '合并时必须指定', 'is required to merge');
  if (req.stayId === req.recordId) throw field('在场记录(stayId)', '不能是这条记录本身', 'cannot be the record itself');
  const stay = await lockedStay(tx, req.stayId);
  if (stay.parkId !== record.parkId) {
    throw field('在场记录(stayId)', '不属于同一停车场', 'is not a stay of the same park');
  }
  if (stay.state !== stayState.values.inside || stay.deletedAt) {
    throw field('在场记录(stayId)', `${stay.plateNumber} 不在场`, `${stay.plateNumber} is not inside`);
  }
  const exitAt = record.outTime;
  if (stay.inTime.getTime() > exitAt.getTime()) {
    throw field(
      '在场记录(stayId)',
      `${stay.plateNumber} 在这次出场之后才入场`,
      `${stay.plateNumber} entered after this exit`,
    );
  }
  const { feeFen, owedFen } = await owedAtExit(app, tx, stay, exitAt);
  const orders = await storeClosings(tx, [
    closeStay(stay, {
      state: stayState.values.left,
      at: exitAt,
      exit: { gateId: record.outGateId, image: record.outImage, plate: record.plateNumber },
      fee: feeFen,
      owedFen,
      note: signed(access, `人工合并出场记录 #${record.id}：${req.reason}`),
      ordersNote: '人工确认出场时已无欠费，订单关闭',
    }),
    closeStay(record, {
      state: stayState.values.merged,
      note: signed(access, `已合并至进出记录 #${stay.id}：${req.reason}`),
    }),
  ]);
  const onlineOrderId = orders.get(stay.id)?.onlineOrderId ?? null;
  return {
    ...base(req, stayState.values.merged),
    stayId: stay.id,
    stayOldState: stayState.values.inside,
    stayNewState: stayState.values.left,
    feeFen,
    owedFen,
    onlineOrderId,
    payUrl: payUrlOf(app, onlineOrderId),
  };
}

async function release(tx: Tx, access: Access, req: ConfirmRequest, record: UnmatchedExit) {
  const amount = req.amount ?? 0;
  if (req.charge && amount < 1) throw field('收费金额(amount)', '收费放行时须大于 0', 'must be above 0 to charge');
  if (!req.charge && amount > 0)
    throw field('收费金额(amount)', '免费放行时不能填写', 'must be left out to let go free');
  let closing: Stay = record;
  if (amount > 0) {
    const now = new Date();
    const order = await upsertExitOrder(tx, record, amount, now, orderKind.values.exit);
    await applyPaymentIn(
      tx,
      {
        onlineOrderId: order.onlineOrderId,
        payNo: `CASH-${order.onlineOrderId}`,
        amountFen: amount,
        payWay: payWay.values.cash,
        paidAt: now.toISOString(),
      },
      `cash:${access.username}`,
    );
    // the payment counted it as paid: it closes as a stay that paid
    closing = await lockedStay(tx, record.id);
  }
  await storeClosings(tx, [
    closeStay(closing, {
      state: stayState.values.left,
      at: record.outTime,
      fee: amount,
      note: signed(
        access,
        `人工放行${amount > 0 ? `，收费 ${(amount / 100).toFixed(2)} 元` : '，免费'}：${req.reason}`,
      ),
      ordersNote: '人工放行，订单关闭',
    }),
  ]);
  return { ...base(req, stayState.values.left), feeFen: amount, paidFen: amount };
}

/** When the forgotten stay ended at the latest: the car's next entry into the park, else now. */
async function endOfForgottenStay(db: Db, record: Stay): Promise<Date> {
  const t = tableOf(inOutRecordResource);
  const [next] = await db
    .select({ inTime: t.inTime })
    .from(t)
    .where(
      and(
        eq(t.parkId, record.parkId),
        eq(t.plateNumber, record.plateNumber),
        gt(t.inTime, record.inTime),
        isNull(t.deletedAt),
      ),
    )
    .orderBy(asc(t.inTime))
    .limit(1);
  return next?.inTime ?? new Date();
}

async function closeForgotten(app: AppContext, tx: Tx, access: Access, req: ConfirmRequest, record: Stay) {
  if (!req.charge && req.amount)
    throw field('收费金额(amount)', '不收费时不能填写', 'must be left out when no fee is charged');
  const closeAt = await endOfForgottenStay(tx, record);
  let feeFen = 0;
  let owedFen = 0;
  if (req.charge) {
    if (req.amount !== undefined) {
      feeFen = req.amount;
      owedFen = Math.max(0, req.amount - (record.paid ?? 0));
    } else {
      ({ feeFen, owedFen } = await owedAtExit(app, tx, record, closeAt));
    }
  }
  // its stall was given back when the car came in again
  const orders = await storeClosings(tx, [
    closeStay(record, {
      state: stayState.values.left,
      at: closeAt,
      fee: feeFen,
      owedFen,
      note: signed(access, `人工关闭${req.charge ? '，收费' : '，免费'}：${req.reason}`),
      ordersNote: '人工关闭在场记录，不再收费',
    }),
  ]);
  const onlineOrderId = orders.get(record.id)?.onlineOrderId ?? null;
  return {
    ...base(req, stayState.values.left),
    feeFen,
    owedFen,
    onlineOrderId,
    payUrl: payUrlOf(app, onlineOrderId),
  };
}
