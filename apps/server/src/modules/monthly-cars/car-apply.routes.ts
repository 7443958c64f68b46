import { type Message, phoneProblem } from '@parking/domain';
import {
  carApplyResource,
  carApplyState,
  type DictValue,
  passKind,
  passRenewalKind,
  type SubmitValues,
} from '@parking/resources';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { saveRow } from '../../crud/save-row';
import { visibleConditions } from '../../crud/scope';
import { rowSerializer } from '../../crud/serialize';
import type { Tx } from '../../db/connection';
import type { NewRowOf, RowOf } from '../../db/resource-table';
import { tableOf } from '../../db/schema';
import type { Access, AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { idOf, idParams, optionalId, requiredId } from '../../platform/spec-params';
import { dictParam, intParam, passParamLabels, textParam } from './params';
import { createPass, plateOrRefuse } from './pass-create.service';
import { serializePass } from './pass-rows';

type Apply = RowOf<typeof carApplyResource>;
type ApplyState = DictValue<typeof carApplyState>;
const states = carApplyState.values;
const applyLabel = carApplyResource.label;

const applyInput = z.object({
  recordId: optionalId,
  id: optionalId,
  ...idParams('park'),
  plateNumber: textParam(20),
  ownerName: textParam(40),
  ownerPhone: textParam(20),
  passKind: dictParam(passKind),
  months: intParam(1, 120),
  monthNum: intParam(1, 120),
  monthlyFee: intParam(0, 100_000_000),
  remark: textParam(200),
});
type ApplyInput = z.infer<typeof applyInput>;

const serialize = (row: Apply, app: AppContext) => rowSerializer(carApplyResource, app.config.timeZone)(row);

type Move = 'againApply' | 'cancel' | 'pass' | 'refuse';

/** Which states each move of an application starts from and leads to, and how a refusal names it. */
const moves: Record<Move, { from: ApplyState[]; to: ApplyState; name: Message }> = {
  againApply: {
    from: [states.submitted, states.refused],
    to: states.submitted,
    name: { zh: '重新申请', en: 'applied again' },
  },
  cancel: { from: [states.submitted, states.refused], to: states.cancelled, name: { zh: '取消', en: 'cancelled' } },
  pass: { from: [states.submitted], to: states.passed, name: { zh: '通过', en: 'passed' } },
  refuse: { from: [states.submitted], to: states.refused, name: { zh: '拒绝', en: 'refused' } },
};

/** The application, locked, when the move may start from its state; otherwise 400 naming the state. */
async function applyFor(tx: Tx, access: Access, recordId: number, move: Move): Promise<Apply> {
  const t = tableOf(carApplyResource);
  const [row] = await tx
    .select()
    .from(t)
    .where(and(eq(t.id, recordId), visibleConditions(carApplyResource, access)))
    .for('update');
  if (!row) throw notFound(applyLabel, recordId);
  const { from, name } = moves[move];
  if (row.state == null || !from.includes(row.state)) {
    const label = carApplyState.items.find((i) => i.value === row.state)?.label ?? { zh: '?', en: '?' };
    throw badRequest({
      zh: `申请 ${row.id}(${row.plateNumber}) 当前${label.zh}，不能${name.zh}`,
      en: `application ${row.id} (${row.plateNumber}) is ${label.en.toLowerCase()} and cannot be ${name.en}`,
    });
  }
  return row;
}

type Verdict = Partial<Pick<NewRowOf<typeof carApplyResource>, 'grantId' | 'auditRemark' | 'auditedAt'>>;

/** Moves the application to the move's state, with what the verdict stores beside it. */
async function moveApply(tx: Tx, recordId: number, move: Move, verdict: Verdict = {}): Promise<Apply> {
  const t = tableOf(carApplyResource);
  const [row] = await tx
    .update(t)
    .set({ ...verdict, state: moves[move].to })
    .where(eq(t.id, recordId))
    .returning();
  if (!row) throw notFound(applyLabel, recordId);
  return row;
}

/** The application's own fields from a call, checked; required ones only when making a new one. */
function applyValues(b: ApplyInput, isNew: boolean): SubmitValues<typeof carApplyResource> {
  const required = (key: string, label: Message) => {
    throw badRequest({ zh: `${label.zh}(${key}): 不能为空`, en: `${label.en}(${key}): is required` });
  };
  const plateNumber = b.plateNumber ? plateOrRefuse(b.plateNumber) : undefined;
  if (!plateNumber && isNew) required('plateNumber', { zh: '车牌号', en: 'Plate' });
  if (!b.ownerName && isNew) required('ownerName', { zh: '车主姓名', en: 'Owner' });
  if (b.ownerPhone) {
    const p = phoneProblem(b.ownerPhone);
    if (p) throw badRequest({ zh: `联系电话(ownerPhone): ${p.zh}`, en: `Phone(ownerPhone): ${p.en}` });
  } else if (isNew) required('ownerPhone', { zh: '联系电话', en: 'Phone' });
  return {
    plateNumber,
    ownerName: b.ownerName || undefined,
    ownerPhone: b.ownerPhone || undefined,
    passKind: b.passKind,
    months: b.months ?? b.monthNum,
    monthlyFee: b.monthlyFee,
    remark: b.remark,
  };
}

const recordInput = z.object({ recordId: optionalId, id: optionalId, auditRemark: textParam(200) });

export const carApplyRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/parkCarApply/submitApply',
    section: 'parks',
    summary: 'Apply for a monthly pass for a plate in a park; the application waits for review',
    permission: 'parkCarApply:add',
    body: applyInput,
    labels: passParamLabels,
    handler: async (ctx) => {
      const { app, body } = ctx;
      const parkId = idOf('park', body);
      const values = applyValues(body, true);
      return app.db.transaction(
        async (tx) =>
          (await saveRow({ ...ctx, tx }, carApplyResource, { ...values, parkId, state: states.submitted })).answer,
      );
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/parkCarApply/againApply',
    section: 'parks',
    summary:
      'Apply again with an application still submitted or refused (recordId), with changes; it waits for review again',
    permission: 'parkCarApply:add',
    body: applyInput,
    labels: passParamLabels,
    handler: async (ctx) => {
      const { app, access, body } = ctx;
      const recordId = requiredId(applyLabel, ['recordId', 'id'], body);
      const values = applyValues(body, false);
      return app.db.transaction(async (tx) => {
        await applyFor(tx, access, recordId, 'againApply');
        const again = { ...values, state: moves.againApply.to, auditRemark: null, auditedAt: null };
        return (await saveRow({ ...ctx, tx }, carApplyResource, again, { id: recordId })).answer;
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkCarApply/cancel',
    section: 'parks',
    summary: 'Cancel an application that is submitted or refused (recordId)',
    permission: 'parkCarApply:add',
    mutating: true,
    query: recordInput,
    labels: passParamLabels,
    handler: async ({ app, access, query }) => {
      const recordId = requiredId(applyLabel, ['recordId', 'id'], query);
      return app.db.transaction(async (tx) => {
        await applyFor(tx, access, recordId, 'cancel');
        return serialize(await moveApply(tx, recordId, 'cancel'), app);
      });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/parkCarApply/pass',
    section: 'parks',
    summary: 'Pass a submitted application (recordId): its monthly pass is made from today, with its payment record',
    permission: 'parkCarApply:edit',
    query: recordInput,
    body: recordInput.optional(),
    labels: passParamLabels,
    handler: async (ctx) => {
      const { app, access, query, body } = ctx;
      const recordId = requiredId(applyLabel, ['recordId', 'id'], query, body);
      const remark = body?.auditRemark ?? query.auditRemark;
      return app.db.transaction(async (tx) => {
        const apply = await applyFor(tx, access, recordId, 'pass');
        const pass = await createPass(
          { ...ctx, tx },
          {
            parkId: apply.parkId,
            plate: apply.plateNumber,
            ownerName: apply.ownerName,
            ownerPhone: apply.ownerPhone,
            passKind: apply.passKind ?? passKind.values.monthly,
            months: apply.months ?? 1,
            monthlyFee: apply.monthlyFee ?? 0,
          },
          { reason: passRenewalKind.values.application, remark: apply.remark },
        );
        const after = await moveApply(tx, recordId, 'pass', {
          grantId: pass.id,
          auditRemark: remark ?? null,
          auditedAt: new Date(),
        });
        return { ...serialize(after, app), pass: serializePass(pass, app.config.timeZone) };
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkCarApply/refuse',
    section: 'parks',
    summary: 'Refuse a submitted application (recordId) with a remark (auditRemark)',
    permission: 'parkCarApply:edit',
    mutating: true,
    query: recordInput,
    labels: passParamLabels,
    handler: async ({ app, access, query }) => {
      const recordId = requiredId(applyLabel, ['recordId', 'id'], query);
      const { auditRemark } = query;
      if (!auditRemark) {
        throw badRequest({
          zh: '审核意见(auditRemark): 拒绝时不能为空',
          en: 'Review remark(auditRemark): is required to refuse',
        });
      }
      return app.db.transaction(async (tx) => {
        await applyFor(tx, access, recordId, 'refuse');
        return serialize(await moveApply(tx, recordId, 'refuse', { auditRemark, auditedAt: new Date() }), app);
      });
    },
  }),
];
