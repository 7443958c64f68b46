import { formatLocalDate } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { idOf, ok, rows } from './helpers';

type Notice = {
  parkName: string;
  description: string;
  status: number;
  endDate: string;
  daysLeft: number;
  serviceType: number | null;
};
type NoticePage = { total: number; data: Notice[]; current: number; size: number; noticeDays: number };

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'admin');
});
afterAll(() => app.close());

const notices = async (token: string, query: Record<string, unknown> = {}, lang: 'zh' | 'en' = 'zh') => {
  const res = await call<NoticePage>(app, 'GET', '/api/updown/parkServicesConfig/getExpireParkservices', {
    token,
    query,
    lang,
  });
  expect(res.status).toBe(200);
  return res.body.data;
};
const day = (offset: number) => formatLocalDate(new Date(Date.now() + offset * 86_400_000), 'Asia/Shanghai');

describe('the service expiry notice', () => {
  it('lists an expired park with status 3 and one expiring soon with status 1, for the company that owns them', async () => {
    const a = await signIn(app, 'company_a');
    const page = await notices(a);
    expect(page.noticeDays).toBe(30);
    const expired = page.data.find((n) => n.parkName === '世纪大道路侧停车');
    expect(expired).toMatchObject({ status: 3, daysLeft: -5, serviceType: null });
    expect(expired?.description).toContain('已过期 5 天');
    const soon = page.data.find((n) => n.parkName === '世纪广场停车场');
    expect(soon).toMatchObject({ status: 1, daysLeft: 20 });
    const sms = page.data.find((n) => n.serviceType === 3);
    expect(sms).toMatchObject({ parkName: '阳光花园地下停车场', status: 1, daysLeft: 12 });
    expect(page.data.map((n) => n.status)).toEqual([3, 1, 1]);
    const en = await notices(a, {}, 'en');
    expect(en.data[0]?.description).toBe(`The park service ended on ${day(-5)} (5 days ago)`);
  });

  it('shows a company none of the parks of another, and pages', async () => {
    const b = await signIn(app, 'company_b');
    expect((await notices(b)).total).toBe(0);
    const first = await notices(admin, { current: 1, size: 2 });
    expect(first.total).toBe(3);
    expect(first.data).toHaveLength(2);
    const second = await notices(admin, { current: 2, size: 2 });
    expect(second.data).toHaveLength(1);
  });

  it('follows the configured window (parameter parkService.noticeDays)', async () => {
    const param = await idOf(app, admin, '/api/updown/blade-system/param/list', { paramKey: 'parkService.noticeDays' });
    await ok(app, 'POST', '/api/updown/blade-system/param/submit', {
      token: admin,
      body: { id: param, paramValue: '100' },
    });
    const b = await signIn(app, 'company_b');
    const wide = await notices(b);
    expect(wide.noticeDays).toBe(100);
    expect(wide.data.map((n) => [n.parkName, n.status])).toEqual([['解放路路侧停车', 1]]);
    await ok(app, 'POST', '/api/updown/blade-system/param/submit', {
      token: admin,
      body: { id: param, paramValue: '30' },
    });
  });

  it('a renewed service leaves the notice; an ended one added appears as expired', async () => {
    const a = await signIn(app, 'company_a');
    const park = await idOf(app, a, '/api/updown/basePark/list', { parkName: '阳光花园' });
    await ok(app, 'POST', '/api/updown/parkServicesConfig/submit', {
      token: a,
      body: { parkId: park, serviceName: '短信服务（续）', serviceType: 3, startDate: day(12), endDate: day(377) },
    });
    await ok(app, 'POST', '/api/updown/parkServicesConfig/submit', {
      token: a,
      body: { parkId: park, serviceName: '无感支付', serviceType: 4, endDate: day(-1) },
    });
    const page = await notices(a);
    expect(page.data.find((n) => n.serviceType === 3)).toBeUndefined();
    expect(page.data.find((n) => n.serviceType === 4)).toMatchObject({
      status: 3,
      daysLeft: -1,
      parkName: '阳光花园地下停车场',
    });
    expect(page.data.find((n) => n.serviceType === 4)?.description).toContain('无感支付');
  });

  it('the demo warnings name the expiring parks of each company only', async () => {
    const a = await signIn(app, 'company_a');
    const mine = await rows(app, a, '/api/updown/syswarninglog/list');
    expect(mine.map((w) => w.title)).toEqual(
      expect.arrayContaining(['世纪大道路侧停车: service ended', '世纪广场停车场: service ending soon']),
    );
    const b = await signIn(app, 'company_b');
    // company B's demo devices, which no simulator keeps alive, may have gone offline meanwhile
    const theirs = await rows(app, b, '/api/updown/syswarninglog/list');
    expect(theirs.filter((w) => !String(w.title).startsWith('Device offline'))).toEqual([]);
  });
});
