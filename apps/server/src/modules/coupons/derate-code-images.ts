import { formatLocalDateTime } from '@parking/domain';
import {
  derateBatchResource,
  derateCodeKind,
  derateCodeResource,
  derateResource,
  dynamicCodeMinutes,
} from '@parking/resources';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import QRCode from 'qrcode';
import { visibleConditions } from '../../crud/scope';
import { visibleOne } from '../../crud/visible-rows';
import { tableOf } from '../../db/schema';
import type { Access, AppContext } from '../../platform/context';
import { conflict } from '../../platform/errors';
import { FileAnswer } from '../../platform/route-table';
import { claimUrl, codeSecret, signCodeToken } from './derate-code-token';

/** A code's QR as a PNG, large enough to print on a card or show on a counter screen. */
const codePng = (url: string): Promise<Buffer> =>
  QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 360 });

// PNGs are compressed already: the zip only stores them
const stored = 0;

const fileSafe = (name: string) => name.replace(/[\\/:*?"<>|\s]+/g, '_');

/** A printed purchase as a zip: one PNG per code (`0001.png`, ...) and `codes.csv` listing them. */
export async function batchZip(app: AppContext, access: Access, batchId: number): Promise<FileAnswer> {
  const batch = await visibleOne(app.db, derateBatchResource, access, batchId);
  if (batch.codeKind === derateCodeKind.values.dynamic) {
    throw conflict({
      zh: '动态码在商户屏幕上出示，不能下载打印',
      en: "dynamic codes are shown on the merchant's screen, not printed",
    });
  }
  const t = tableOf(derateCodeResource);
  const codes = await app.db
    .select()
    .from(t)
    .where(and(eq(t.batchId, batch.id), visibleConditions(derateCodeResource, access)))
    .orderBy(asc(t.serial));
  const secret = codeSecret(app);
  const zone = app.config.timeZone;
  const files: Record<string, Uint8Array> = {};
  const lines = ['serial,code_id,valid_to,claims,claimed,url'];
  for (const c of codes) {
    const expiresAt = c.validTo ?? new Date(0);
    const url = claimUrl(app.config.publicBaseUrl, signCodeToken(secret, { codeId: c.id, expiresAt, nonce: c.nonce }));
    files[`${String(c.serial).padStart(4, '0')}.png`] = await codePng(url);
    lines.push([c.serial, c.id, formatLocalDateTime(expiresAt, zone), c.maxUses, c.usedCount, url].join(','));
  }
  files['codes.csv'] = strToU8(`\ufeff${lines.join('\r\n')}\r\n`);
  const zip = zipSync(files, { level: stored });
  return new FileAnswer(`${fileSafe(batch.batchName)}-${batch.id}.zip`, 'application/zip', Buffer.from(zip));
}

/**
 * The derate's next dynamic code with claims left, for the merchant's screen: a fresh QR that can be claimed
 * for `dynamicCodeMinutes` from `now`. Showing it again gives a new QR of the same code until it is claimed.
 */
export async function dynamicCode(app: AppContext, access: Access, derateId: number, now = new Date()) {
  const derate = await visibleOne(app.db, derateResource, access, derateId);
  const t = tableOf(derateCodeResource);
  const open = and(
    eq(t.derateId, derate.id),
    eq(t.codeKind, derateCodeKind.values.dynamic),
    lt(t.usedCount, t.maxUses),
    visibleConditions(derateCodeResource, access),
  );
  const [code] = await app.db.select().from(t).where(open).orderBy(asc(t.id)).limit(1);
  if (!code) {
    throw conflict({ zh: '没有可出示的动态码，请先购买', en: 'no dynamic codes left to show: buy some first' });
  }
  const [left] = await app.db.select({ n: sql<string>`count(*)` }).from(t).where(open);
  const expiresAt = new Date(now.getTime() + dynamicCodeMinutes * 60_000);
  const url = claimUrl(
    app.config.publicBaseUrl,
    signCodeToken(codeSecret(app), { codeId: code.id, expiresAt, nonce: code.nonce }),
  );
  return {
    codeId: code.id,
    batchId: code.batchId,
    derateId: derate.id,
    derateName: derate.derateName,
    url,
    image: `data:image/png;base64,${(await codePng(url)).toString('base64')}`,
    expiresAt: formatLocalDateTime(expiresAt, app.config.timeZone),
    minutes: dynamicCodeMinutes,
    left: Number(left?.n ?? 0),
  };
}
