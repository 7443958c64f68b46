import type { Lang } from '@parking/domain';
import {
  enabledState,
  fieldLabel,
  submitSchema,
  visitorQrCodeResource,
  visitorResource,
  visitorSource,
} from '@parking/resources';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { saveRow } from '../../crud/save-row';
import type { Tx } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { Access, AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { optionalId } from '../../platform/spec-params';
import { parseInput } from '../../platform/validation';
import { visitWindow } from './visitor-window';

const base = '/api/updown/door/vistorweb';
const qrLabel = { zh: '访客二维码', en: 'Visitor QR code' };
const labels = (k: string) => (k === 'qrId' || k === 'id' ? qrLabel : fieldLabel(visitorResource, k));

/** The registration writes as the product itself, within the company whose park the code belongs to. */
const webAccess = (companyId: number): Access => ({
  sessionId: 0,
  userId: 0,
  username: 'visitor web',
  level: 'company',
  companyId,
  activeCompanyId: companyId,
  companies: [companyId],
  parkIds: null,
  roles: [],
  permissions: new Set(),
});

/** The enabled visitor QR code the page was opened from, or 400 saying why it takes no registration. */
async function enabledCode(tx: Tx, id: number | undefined) {
  if (id === undefined)
    throw badRequest({ zh: `${qrLabel.zh}(qrId): 不能为空`, en: `${qrLabel.en}(qrId): is required` });
  const t = tableOf(visitorQrCodeResource);
  const [code] = await tx
    .select()
    .from(t)
    .where(and(eq(t.id, id), isNull(t.deletedAt)))
    .limit(1);
  if (!code) throw badRequest({ zh: `${qrLabel.zh}(qrId): 二维码不存在`, en: `${qrLabel.en}(qrId): no such code` });
  if (code.state !== enabledState.values.enabled) {
    throw badRequest({
      zh: `${qrLabel.zh}(qrId): 该二维码已停用，不能登记`,
      en: `${qrLabel.en}(qrId): the code is disabled and takes no registration`,
    });
  }
  return code;
}

type Registration = { app: AppContext; lang: Lang; body: Record<string, unknown> };

/** A visit registered at a park's visitor QR code: it waits for examination like any other. */
async function register({ app, lang, body }: Registration, source: number) {
  const qrId = optionalId.parse(body.qrId ?? body.id);
  return app.db.transaction(async (tx) => {
    const code = await enabledCode(tx, qrId as number | undefined);
    if (source === visitorSource.values.resident) {
      for (const key of ['hostName', 'hostPhone'] as const) {
        if (typeof body[key] !== 'string' || !(body[key] as string).trim()) {
          const l = fieldLabel(visitorResource, key) ?? { zh: key, en: key };
          throw badRequest({
            zh: `${l.zh}(${key}): 业主邀请时不能为空`,
            en: `${l.en}(${key}): a resident's invitation needs it`,
          });
        }
      }
    }
    const values = parseInput(
      submitSchema(visitorResource, 'add'),
      { ...body, parkId: code.parkId },
      lang,
      'body',
      labels,
    );
    const window = visitWindow(values.startTime, values.endTime, app.config.timeZone, code.maxHours ?? undefined);
    if (window.end <= new Date()) {
      throw badRequest({
        zh: '离开时间(endTime): 来访时间已过',
        en: 'Visit until(endTime): the visit is over already',
      });
    }
    const ctx = { app, tx, access: webAccess(code.companyId), lang };
    const saved = await saveRow(ctx, visitorResource, { ...values, source, qrCodeId: code.id } as never);
    return saved.answer;
  });
}

const input = z.record(z.string(), z.unknown());

/** The visitor page a visitor QR code opens (`/h5/visitor?qrId=`) posts here: no sign-in. */
export const visitorWebRoutes: AnyRoute[] = [
  defineRoute<Record<string, never>, Record<string, unknown>, 'public'>({
    method: 'POST',
    url: `${base}/add`,
    section: 'doors',
    summary:
      "A visitor registers a visit at a park's visitor QR code (qrId, visitorName, phone, plateNumber, startTime, endTime, visitReason, hostName): it waits for examination; a disabled code refuses",
    auth: 'public',
    body: input,
    labels,
    handler: ({ app, lang, body }) => register({ app, lang, body }, visitorSource.values.qrCode),
  }),
  defineRoute<Record<string, never>, Record<string, unknown>, 'public'>({
    method: 'POST',
    url: `${base}/submit`,
    section: 'doors',
    summary:
      "A resident invites a visitor through the park's visitor QR code (as add, with hostName and hostPhone required): it waits for examination",
    auth: 'public',
    body: input,
    labels,
    handler: ({ app, lang, body }) => register({ app, lang, body }, visitorSource.values.resident),
  }),
];
