import { phoneProblem } from '@parking/domain';
import { carApplyResource, parkResource } from '@parking/resources';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Row } from '../../crud/hooks';
import { rowSerializer } from '../../crud/serialize';
import { tableOf } from '../../db/schema';
import type { Access, AppContext, Tx } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { labels, optionalId, requiredId, visibleOne } from '../parks/visible';
import { intParam, passParamLabels, textParam } from './params';
import { createPass, plateOrRefuse } from './pass-create.service';
import { serializePass } from './pass-rows';

export const applyStates = { submitted: 0, passed: 1, refused: 2, cancelled: 3 } as const;
const applyLabel = carApplyResource.label;
const stateName = ['已提交 submitted', '已通过 passed', '已拒绝 refused', '已取消 cancelled'];

const applyInput = z.object({
  recordId: optionalId,
  id: optionalId,
  parkId: optionalId,
  PKID: optionalId,
  plateNumber: textParam(20),
  ownerName: textParam(40),
  ownerPhone: textParam(20),
  passKind: intParam(1, 6),
  months: intParam(1, 120),
  monthNum: intParam(1, 120),
  monthlyFee: intParam(0, 100_000_000),
  remark: textParam(200),
});
type ApplyInput = z.infer<typeof applyInput>;

const serialize = (row: Row, app: AppContext) => rowSerializer(carApplyResource, app.config.timeZone)(row);

async function lockedApply(tx: Tx, access: Access, recordId: number): Promise<Row> {
  await visibleOne(tx, carApplyResource, access, recordId);
  const t = tableOf(carApplyResource.module);
  const [row] = (await tx.select().from(t).where(eq(t.id, recordId)).for('update')) as Row[];
  return row as Row;
}

type Move = 'againApply' | 'cancel' | 'pass' | 'refuse';

/** Which states each move of an application starts from and leads to, and how a refusal names it. */
const moves: Record<Move, { from: number[]; to: number; name: { zh: string; en: string } }> = {
  againApply: {
    from: [applyStates.submitted, applyStates.refused],
    to: applyStates.submitted,
    name: { zh: '重新申请', en: 'applied again' },
  },
  cancel: {
    from: [applyStates.submitted, applyStates.refused],
    to: applyStates.cancelled,
    name: { zh: '取消', en: 'cancelled' },
  },
  pass: { from: [applyStates.submitted], to: applyStates.passed, name: { zh: '通过', en: 'passed' } },
  refuse: { from: [applyStates.submitted], to: applyStates.refused, name: { zh: '拒绝', en: 'refused' } },
};

/**
 * Moves an application from a state the move allows to the next one, locked, with `changes` (which may
 * depend on the application as it was) stored beside the new state; refused with the state it is in.
 */
async function moveApply(
  tx: Tx,
  access: Access,
  recordId: number,
  move: Move,
  changes: (row: Row) => Promise<Row> | Row = () => ({}),
): Promise<Row> {
  const row = await lockedApply(tx, access, recordId);
  const { from, to, name } = moves[move];
  if (!from.includes(Number(row.state))) {
    const [zh, en] = (stateName[Number(row.state)] ?? '? ?').split(' ');
    throw badRequest({
      zh: `申请 ${row.id}(${row.plateNumber}) 当前${zh}，不能${name.zh}`,
      en: `application ${row.id} (${row.plateNumber}) is ${en} and cannot be ${name.en}`,
    });
  }
  const t = tableOf(carApplyResource.module);
  const [after] = (await tx
    .update(t)
    .set({ ...(await changes(row)), state: to, updatedAt: new Date(), updatedBy: access.userId })
    .where(eq(t.id, recordId))
    .returning()) as Row[];
  return after as Row;
}

/** The application's own fields from a call, checked; required ones only when making a new one. */
function applyValues(b: ApplyInput, isNew: boolean): Row {
  const v: Row = {};
  const required = (key: string, label: { zh: string; en: string }) => {
    throw badRequest({ zh: `${label.zh}(${key}): 不能为空`, en: `${label.en}(${key}): is required` });
  };
  if (b.plateNumber) v.plateNumber = plateOrRefuse(b.plateNumber);
  else if (isNew) required('plateNumber', { zh: '车牌号', en: 'Plate' });
  if (b.ownerName) v.ownerName = b.ownerName;
  else if (isNew) required('ownerName', { zh: '车主姓名', en: 'Owner' });
  if (b.ownerPhone) {
    const p = phoneProblem(b.ownerPhone);
    if (p) throw badRequest({ zh: `联系电话(ownerPhone): ${p.zh}`, en: `Phone(ownerPhone): ${p.en}` });
    v.ownerPhone = b.ownerPhone;
  } else if (isNew) required('ownerPhone', { zh: '联系电话', en: 'Phone' });
  if (b.passKind !== undefined) v.passKind = b.passKind;
  const months = b.months ?? b.monthNum;
  if (months !== undefined) v.months = months;
  if (b.monthlyFee !== undefined) v.monthlyFee = b.monthlyFee;
  if (b.remark !== undefined) v.remark = b.remark;
  return v;
}

const recordInput = z.object({ recordId: optionalId, id: optionalId, auditRemark: textParam(200) });

export const carApplyRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/parkCarApply/submitApply',
    area: 'parks',
    summary: 'Apply for a monthly pass for a plate in a park; the application waits for review',
    permission: 'parkCarApply:add',
    body: applyInput,
    labels: passParamLabels,
    handler: async ({ app, access, body }) => {
      const parkId = requiredId(labels.park, ['parkId', 'PKID'], body);
      const values = applyValues(body, true);
      return app.db.transaction(async (tx) => {
        const park = await visibleOne(tx, parkResource, access, parkId);
        const [row] = (await tx
          .insert(tableOf(carApplyResource.module))
          .values({
            ...values,
            parkId,
            companyId: park.companyId,
            state: applyStates.submitted,
            createdBy: access.userId,
            updatedBy: access.userId,
          } as never)
          .returning()) as Row[];
        return serialize(row as Row, app);
      });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/parkCarApply/againApply',
    area: 'parks',
    summary:
      'Apply again with an application still submitted or refused (recordId), with changes; it waits for review again',
    permission: 'parkCarApply:add',
    body: applyInput,
    labels: passParamLabels,
    handler: async ({ app, access, body }) => {
      const recordId = requiredId(applyLabel, ['recordId', 'id'], body);
      const values = applyValues(body, false);
      return app.db.transaction(async (tx) => {
        const after = await moveApply(tx, access, recordId, 'againApply', () => ({
          ...values,
          auditRemark: null,
          auditedAt: null,
        }));
        return serialize(after, app);
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkCarApply/cancel',
    area: 'parks',
    summary: 'Cancel an application that is submitted or refused (recordId)',
    permission: 'parkCarApply:add',
    mutating: true,
    query: recordInput,
    labels: passParamLabels,
    handler: async ({ app, access, query }) => {
      const recordId = requiredId(applyLabel, ['recordId', 'id'], query);
      return app.db.transaction(async (tx) => {
        const after = await moveApply(tx, access, recordId, 'cancel');
        return serialize(after, app);
      });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/parkCarApply/pass',
    area: 'parks',
    summary: 'Pass a submitted application (recordId): its monthly pass is made from today, with its payment record',
    permission: 'parkCarApply:edit',
    query: recordInput,
    body: recordInput.optional(),
    labels: passParamLabels,
    handler: async ({ app, access, query, body }) => {
      const recordId = requiredId(applyLabel, ['recordId', 'id'], query, body ?? {});
      const remark = body?.auditRemark ?? query.auditRemark;
      return app.db.transaction(async (tx) => {
        let pass: Row = {};
        const after = await moveApply(tx, access, recordId, 'pass', async (row) => {
          const park = await visibleOne(tx, parkResource, access, Number(row.parkId));
          pass = await createPass(app, tx, access, {
            park,
            plate: String(row.plateNumber),
            ownerName: row.ownerName as string,
            ownerPhone: row.ownerPhone as string,
            passKind: Number(row.passKind ?? 1),
            months: Number(row.months ?? 1),
            monthlyFee: Number(row.monthlyFee ?? 0),
          });
          return { grantId: pass.id, auditRemark: remark ?? null, auditedAt: new Date() };
        });
        return { ...serialize(after, app), pass: serializePass(pass, app.config.timeZone) };
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkCarApply/refuse',
    area: 'parks',
    summary: 'Refuse a submitted application (recordId) with a remark (auditRemark)',
    permission: 'parkCarApply:edit',
    mutating: true,
    query: recordInput,
    labels: passParamLabels,
    handler: async ({ app, access, query }) => {
      const recordId = requiredId(applyLabel, ['recordId', 'id'], query);
      if (!query.auditRemark) {
        throw badRequest({
          zh: '审核意见(auditRemark): 拒绝时不能为空',
          en: 'Review remark(auditRemark): is required to refuse',
        });
      }
      return app.db.transaction(async (tx) => {
        const after = await moveApply(tx, access, recordId, 'refuse', () => ({
          auditRemark: query.auditRemark,
          auditedAt: new Date(),
        }));
        return serialize(after, app);
      });
    },
  }),
];
