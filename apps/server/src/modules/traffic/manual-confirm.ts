import { inOutRecordResource } from '@parking/resources';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Row } from '../../crud/hooks';
import { tableOf } from '../../db/schema';
import type { Access, AppContext, Tx } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { visibleOne } from '../parks/visible';
import { lockCars } from './gate-decision/car-locks';
import { owedAtExit } from './gate-decision/decide-exit';
import { stayStates } from './gate-decision/open-stay';
import { releaseStall } from './gate-decision/stall-ledger';
import { closeWaitingOrders, orderKinds, upsertExitOrder } from './orders/exit-order';
import { applyPaymentIn } from './orders/order-payments';

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
  oldState: number;
  newState: number;
  /** The stay the exit was merged into, with its states before and after. */
  stayId: number | null;
  stayOldState: number | null;
  stayNewState: number | null;
  feeFen: number;
  /** Taken at the booth now (release). */
  paidFen: number;
  /** Left to pay as an order (merge, close). */
  owedFen: number;
  onlineOrderId: string | null;
  payUrl: string | null;
};

const field = (name: string, zh: string, en: string) => badRequest({ zh: `${name}: ${zh}`, en: `${name}: ${en}` });

const appendRemark = (note: string) => {
  const t = tableOf('parkIORecord');
  return sql`left(concat_ws('；', ${t.remark}, ${note}::text), 200)`;
};

async function lockedRecord(tx: Tx, id: number): Promise<Row> {
  const t = tableOf('parkIORecord');
  const [row] = (await tx.select().from(t).where(eq(t.id, id)).for('update')) as Row[];
  return row as Row;
}

/** A stay the gate could not settle, resolved by an operator in one transaction. */
export async function resolveManualConfirm(
  app: AppContext,
  access: Access,
  req: ConfirmRequest,
): Promise<ConfirmResult> {
  return app.db.transaction(async (tx) => {
    const seen = await visibleOne(tx, inOutRecordResource, access, req.recordId);
    const parkId = Number(seen.parkId);
    const target =
      req.action === 'merge' && req.stayId ? await visibleOne(tx, inOutRecordResource, access, req.stayId) : null;
    await lockCars(
      tx,
      [seen, ...(target ? [target] : [])].map((r) => ({ parkId, plate: String(r.plateNumber) })),
    );
    const record = await lockedRecord(tx, req.recordId);
    if (Number(record.state) !== stayStates.manualConfirm) {
      throw field(
        '进出记录(recordId)',
        `${record.plateNumber} 不在待人工确认状态`,
        `${record.plateNumber} is not waiting for an operator`,
      );
    }
    // an exit read that found no entry carries its exit gate; a stay left open by a missed exit does not
    const unmatchedExit = record.outGateId != null;
    if (req.action === 'close' && unmatchedExit) {
      throw field(
        '处理方式(action)',
        '未匹配入场的出场记录只能合并或放行',
        'an unmatched exit is merged or released, not closed',
      );
    }
    if (req.action !== 'close' && !unmatchedExit) {
      throw field('处理方式(action)', '未记录出场的在场记录只能关闭', 'a stay whose exit was missed is closed');
    }
    if (req.action === 'merge') return merge(app, tx, access, req, record);
    if (req.action === 'release') return release(app, tx, access, req, record);
    return closeForgotten(app, tx, access, req, record);
  });
}

const base = (req: ConfirmRequest, newState: number): ConfirmResult => ({
  recordId: req.recordId,
  action: req.action,
  oldState: stayStates.manualConfirm,
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

const payUrlOf = (app: AppContext, onlineOrderId: string) =>
  `${app.config.publicBaseUrl}/pay/${encodeURIComponent(onlineOrderId)}`;

async function merge(app: AppContext, tx: Tx, access: Access, req: ConfirmRequest, record: Row) {
  if (!req.stayId) throw field('在场记录(stayId)', '合并时必须指定', 'is required to merge');
  if (req.stayId === req.recordId) throw field('在场记录(stayId)', '不能是这条记录本身', 'cannot be the record itself');
  const stay = await lockedRecord(tx, req.stayId);
  if (Number(stay.parkId) !== Number(record.parkId)) {
    throw field('在场记录(stayId)', '不属于同一停车场', 'is not a stay of the same park');
  }
  if (Number(stay.state) !== stayStates.inside || stay.deletedAt) {
    throw field('在场记录(stayId)', `${stay.plateNumber} 不在场`, `${stay.plateNumber} is not inside`);
  }
  const exitAt = record.outTime as Date;
  if ((stay.inTime as Date).getTime() > exitAt.getTime()) {
    throw field(
      '在场记录(stayId)',
      `${stay.plateNumber} 在这次出场之后才入场`,
      `${stay.plateNumber} entered after this exit`,
    );
  }
  const { feeFen, owedFen } = await owedAtExit(app, tx, stay, exitAt);
  const stays = tableOf('parkIORecord');
  const now = new Date();
  let onlineOrderId: string | null = null;
  if (owedFen > 0) {
    onlineOrderId = String((await upsertExitOrder(tx, stay, owedFen, exitAt)).onlineOrderId);
  } else {
    await closeWaitingOrders(tx, Number(stay.id), '人工确认出场时已无欠费，订单关闭');
  }
  await tx
    .update(stays)
    .set({
      state: stayStates.left,
      outTime: exitAt,
      outGateId: record.outGateId as number,
      outImage: record.outImage as string | null,
      outPlateNumber: String(record.plateNumber),
      fee: feeFen,
      ...(owedFen === 0 && Number(stay.paid ?? 0) === 0 ? { payWay: 9 } : {}),
      remark: appendRemark(`人工合并出场记录 #${record.id}：${req.reason}（${access.username}）`),
      updatedAt: now,
      updatedBy: access.userId,
    })
    .where(eq(stays.id, Number(stay.id)));
  await releaseStall(tx, Number(stay.parkId), (stay.areaId as number | null) ?? null);
  await tx
    .update(stays)
    .set({
      state: stayStates.merged,
      remark: appendRemark(`已合并至进出记录 #${stay.id}：${req.reason}（${access.username}）`),
      updatedAt: now,
      updatedBy: access.userId,
    })
    .where(eq(stays.id, Number(record.id)));
  return {
    ...base(req, stayStates.merged),
    stayId: Number(stay.id),
    stayOldState: stayStates.inside,
    stayNewState: stayStates.left,
    feeFen,
    owedFen,
    onlineOrderId,
    payUrl: onlineOrderId ? payUrlOf(app, onlineOrderId) : null,
  };
}

async function release(_app: AppContext, tx: Tx, access: Access, req: ConfirmRequest, record: Row) {
  const amount = req.amount ?? 0;
  if (req.charge && amount < 1) throw field('收费金额(amount)', '收费放行时须大于 0', 'must be above 0 to charge');
  if (!req.charge && amount > 0)
    throw field('收费金额(amount)', '免费放行时不能填写', 'must be left out to let go free');
  const now = new Date();
  if (amount > 0) {
    const order = await upsertExitOrder(tx, record, amount, now, orderKinds.exit);
    await applyPaymentIn(
      tx,
      {
        onlineOrderId: String(order.onlineOrderId),
        payNo: `CASH-${order.onlineOrderId}`,
        amountFen: amount,
        payWay: 1,
        paidAt: now.toISOString(),
      },
      `cash:${access.username}`,
    );
  }
  const stays = tableOf('parkIORecord');
  await tx
    .update(stays)
    .set({
      state: stayStates.left,
      fee: amount,
      ...(amount > 0 ? {} : { payWay: 9 }),
      remark: appendRemark(
        `人工放行${amount > 0 ? `，收费 ${(amount / 100).toFixed(2)} 元` : '，免费'}：${req.reason}（${access.username}）`,
      ),
      updatedAt: now,
      updatedBy: access.userId,
    })
    .where(eq(stays.id, Number(record.id)));
  return { ...base(req, stayStates.left), feeFen: amount, paidFen: amount };
}

/** When the forgotten stay ended at the latest: the car's next entry into the park, else now. */
async function endOfForgottenStay(tx: Tx, record: Row): Promise<Date> {
  const t = tableOf('parkIORecord');
  const [next] = await tx
    .select({ inTime: t.inTime })
    .from(t)
    .where(
      and(
        eq(t.parkId, Number(record.parkId)),
        eq(t.plateNumber, String(record.plateNumber)),
        gt(t.inTime, record.inTime as Date),
        isNull(t.deletedAt),
      ),
    )
    .orderBy(asc(t.inTime))
    .limit(1);
  return (next?.inTime as Date | undefined) ?? new Date();
}

async function closeForgotten(app: AppContext, tx: Tx, access: Access, req: ConfirmRequest, record: Row) {
  if (!req.charge && req.amount)
    throw field('收费金额(amount)', '不收费时不能填写', 'must be left out when no fee is charged');
  const closeAt = await endOfForgottenStay(tx, record);
  let feeFen = 0;
  let owedFen = 0;
  if (req.charge) {
    if (req.amount !== undefined) {
      feeFen = req.amount;
      owedFen = Math.max(0, req.amount - Number(record.paid ?? 0));
    } else {
      ({ feeFen, owedFen } = await owedAtExit(app, tx, record, closeAt));
    }
  }
  let onlineOrderId: string | null = null;
  if (owedFen > 0) {
    onlineOrderId = String((await upsertExitOrder(tx, record, owedFen, closeAt)).onlineOrderId);
  } else {
    await closeWaitingOrders(tx, Number(record.id), '人工关闭在场记录，不再收费');
  }
  const stays = tableOf('parkIORecord');
  // its stall was given back when the car came in again
  await tx
    .update(stays)
    .set({
      state: stayStates.left,
      outTime: closeAt,
      fee: feeFen,
      ...(owedFen === 0 && Number(record.paid ?? 0) === 0 ? { payWay: 9 } : {}),
      remark: appendRemark(`人工关闭${req.charge ? '，收费' : '，免费'}：${req.reason}（${access.username}）`),
      updatedAt: new Date(),
      updatedBy: access.userId,
    })
    .where(eq(stays.id, Number(record.id)));
  return {
    ...base(req, stayStates.left),
    feeFen,
    owedFen,
    onlineOrderId,
    payUrl: onlineOrderId ? payUrlOf(app, onlineOrderId) : null,
  };
}
