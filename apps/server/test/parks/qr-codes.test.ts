import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { idOf, ok, parkIdOf } from './helpers';
import { isQrOf, pngMagic } from './qr-image';

type Qr = { url: string; image: string; filename: string; parkId: number; kind: string };

let app: TestApp;
let companyA: string;
let sunPark: number;
const publicBase = 'https://pay.example.com/parking/';

beforeAll(async () => {
  app = await createTestApp({
    before: (a) => {
      a.context.config.publicBaseUrl = publicBase;
    },
  });
  companyA = await signIn(app, 'company_a');
  sunPark = await parkIdOf(app, companyA, '阳光花园');
});
afterAll(() => app.close());

const pngOf = (dataUrl: string) => Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');

describe('park QR codes', () => {
  const kinds = [
    ['ParkPayQRCode', '/h5/pay'],
    ['MiniPayQRCode', '/h5/mini/pay'],
    ['InvoiceQRCode', '/h5/invoice'],
    ['SupplementPayQRCode', '/h5/supplement'],
    ['CloudSeatGateQRCode', '/h5/cloudseat'],
  ] as const;

  it.each(kinds)('get%s answers the URL under PUBLIC_BASE_URL and a PNG of exactly that URL', async (name, path) => {
    const qr = await ok<Qr>(app, 'GET', `/api/updown/basePark/get${name}`, {
      token: companyA,
      query: { parkId: sunPark },
    });
    expect(qr.url).toBe(`https://pay.example.com/parking${path}?parkId=${sunPark}`);
    expect(qr.image.startsWith('data:image/png;base64,')).toBe(true);
    const png = pngOf(qr.image);
    expect(png.subarray(0, 8).equals(pngMagic)).toBe(true);
    expect(isQrOf(png, qr.url)).toBe(true);
    expect(isQrOf(png, `${qr.url}0`)).toBe(false);
    expect(qr.filename).toMatch(/^阳光花园地下停车场-.+\.png$/);
  });

  it.each(kinds)('download%s is a PNG file of the same URL, named after the park', async (name, path) => {
    const res = await call(app, 'GET', `/api/updown/basePark/download${name}`, {
      token: companyA,
      query: { PKID: sunPark },
      lang: 'zh',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('阳光花园地下停车场'));
    expect(res.raw.subarray(0, 8).equals(pngMagic)).toBe(true);
    const url = `https://pay.example.com/parking${path}?parkId=${sunPark}`;
    expect(res.headers['x-qr-url']).toBe(url);
    expect(isQrOf(res.raw, url)).toBe(true);
  });

  it('a cloud-seat gate code names the gate, which must be a gate of the park', async () => {
    const gate = await idOf(app, companyA, '/api/updown/baseParkGate/list', { PKID: sunPark, gateName: '东门入口' });
    const qr = await ok<Qr>(app, 'GET', '/api/updown/basePark/getCloudSeatGateQRCode', {
      token: companyA,
      query: { parkId: sunPark, gateId: gate },
    });
    expect(qr.url).toBe(`https://pay.example.com/parking/h5/cloudseat?parkId=${sunPark}&gateId=${gate}`);
    expect(isQrOf(pngOf(qr.image), qr.url)).toBe(true);
    const plaza = await parkIdOf(app, companyA, '世纪广场');
    const wrong = await call(app, 'GET', '/api/updown/basePark/getCloudSeatGateQRCode', {
      token: companyA,
      query: { parkId: plaza, gateId: gate },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toContain('gateId');
  });

  it('needs a park id, and only answers for parks the caller sees', async () => {
    const missing = await call(app, 'GET', '/api/updown/basePark/getParkPayQRCode', { token: companyA });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('parkId');
    const companyB = await signIn(app, 'company_b');
    const other = await call(app, 'GET', '/api/updown/basePark/downloadParkPayQRCode', {
      token: companyB,
      query: { parkId: sunPark },
    });
    expect(other.status).toBe(404);
    expect(other.headers['content-type']).not.toBe('image/png');
  });

  it('batchRenewalQRCode answers one renewal code per park named in ids', async () => {
    const plaza = await parkIdOf(app, companyA, '世纪广场');
    const codes = await ok<Qr[]>(app, 'POST', '/api/updown/basePark/batchRenewalQRCode', {
      token: companyA,
      query: { ids: `${sunPark},${plaza}` },
    });
    expect(codes.map((c) => c.url)).toEqual([
      `https://pay.example.com/parking/h5/renewal?parkId=${sunPark}`,
      `https://pay.example.com/parking/h5/renewal?parkId=${plaza}`,
    ]);
    for (const c of codes) expect(isQrOf(pngOf(c.image), c.url)).toBe(true);
    const lake = await parkIdOf(app, await signIn(app, 'admin'), '东湖小区');
    const foreign = await call(app, 'POST', '/api/updown/basePark/batchRenewalQRCode', {
      token: companyA,
      query: { ids: `${sunPark},${lake}` },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toContain(String(lake));
  });

  it('advertPayQRCode takes the park in the body or the query', async () => {
    const fromBody = await ok<Qr>(app, 'POST', '/api/updown/basePark/advertPayQRCode', {
      token: companyA,
      body: { parkId: sunPark },
    });
    expect(fromBody.url).toBe(`https://pay.example.com/parking/h5/advert/pay?parkId=${sunPark}`);
    expect(isQrOf(pngOf(fromBody.image), fromBody.url)).toBe(true);
    const fromQuery = await ok<Qr>(app, 'POST', '/api/updown/basePark/advertPayQRCode', {
      token: companyA,
      query: { parkId: sunPark },
    });
    expect(fromQuery.url).toBe(fromBody.url);
  });
});

describe('stereo garage QR code', () => {
  it('is made for an area that is a stereo garage only', async () => {
    const garage = await idOf(app, companyA, '/api/updown/baseParkArea/list', { areaName: '立体车库' });
    const qr = await ok<Qr & { areaId: number }>(app, 'GET', '/api/updown/baseParkArea/getStereoGarageQRCode', {
      token: companyA,
      query: { AreaID: garage },
    });
    expect(qr.url).toMatch(
      new RegExp(`^https://pay\\.example\\.com/parking/h5/garage\\?parkId=\\d+&areaId=${garage}$`),
    );
    expect(isQrOf(pngOf(qr.image), qr.url)).toBe(true);
    const file = await call(app, 'GET', '/api/updown/baseParkArea/downloadStereoGarageQRCode', {
      token: companyA,
      query: { AreaID: garage },
    });
    expect(file.headers['content-type']).toBe('image/png');
    expect(isQrOf(file.raw, qr.url)).toBe(true);
    const floor = await idOf(app, companyA, '/api/updown/baseParkArea/list', { areaName: '地下一层' });
    const refused = await call(app, 'GET', '/api/updown/baseParkArea/getStereoGarageQRCode', {
      token: companyA,
      query: { AreaID: floor },
      lang: 'zh',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('区域(AreaID): 地下一层 不是立体车库');
  });
});
