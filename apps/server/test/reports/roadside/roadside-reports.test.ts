import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf, parkIdOf } from '../../parks/helpers';
import { type Answer, call, signIn, type TestApp } from '../../support/test-app';
import { payOnSandbox } from '../../traffic/orders-payments-sandbox';
import { trafficApp } from '../../traffic/traffic-helpers';

type Page<T = Record<string, unknown>> = { total: number; data: T[]; sum?: Record<string, number> };

let app: TestApp;
let token: string;
let parkId: number;
let handheld: string;
let sensor: string;
let eastId: number;
let westId: number;
const berth: Record<string, number> = {};
let companyUser: number;
let financeUser: number;

// The demo's roadside rule (路侧临时停车): 15 minutes free, 4 yuan the first hour, 2 yuan each started half
// hour after it. A day long before the demo's traffic, in the operators' zone (Asia/Shanghai).
const day = '2026-03-10';

async function device(kind: number, code: string) {
  const made = await call<{ id: number }>(app, 'POST', '/api/updown/gateDevice/submit', {
    token,
    body: { parkId, deviceKind: kind, deviceCode: code, deviceName: code },
  });
  if (made.status !== 200) throw new Error(`device: ${made.body.msg}`);
  const key = await call<{ authorization: string }>(app, 'POST', '/api/updown/gateDevice/issueKey', {
    token,
    query: { deviceId: made.body.data.id },
  });
  return key.body.data.authorization;
}

async function made(url: string, body: Record<string, unknown>): Promise<number> {
  const res = await call<{ id: number }>(app, 'POST', url, { token, body });
  if (res.status !== 200) throw new Error(`${url}: ${res.body.msg}`);
  return res.body.data.id;
}

let serial = 0;
async function berthEvent(auth: string, body: Record<string, unknown>) {
  const res = await call<{ recordId: number; outcome: string }>(app, 'POST', '/api/device/berth/event', {
    headers: { authorization: auth },
    body: { eventId: `rr-${++serial}`, ...body },
  });
  if (res.status !== 200) throw new Error(`berth event: ${res.body.msg}`);
  return res.body.data;
}

/** A car parked in a berth from `inAt` and, when `outAt` is given, gone at it; paid first when `pay` is given. */
async function stay(no: string, plate: string, inAt: string, outAt?: string, pay?: { at: string; way: 2 | 3 }) {
  await berthEvent(handheld, { berthNo: no, direction: 'in', plateNumber: plate, eventTime: inAt });
  if (pay) {
    const order = await call<{ onlineOrderId: string; owedFen: number }>(app, 'POST', '/api/device/berth/order', {
      headers: { authorization: handheld },
      body: { berthNo: no, eventTime: pay.at },
    });
    if (order.status !== 200) throw new Error(`order: ${order.body.msg}`);
    const paid = await payOnSandbox(app, order.body.data.onlineOrderId, pay.way);
    if (paid.status !== 200) throw new Error(`pay: ${paid.body.msg}`);
  }
  if (outAt) await berthEvent(sensor, { berthNo: no, direction: 'out', eventTime: outAt });
}

const get = <T = Page>(url: string, query: Record<string, unknown>, as = token) =>
  call<T>(app, 'GET', url, { token: as, query });
const page = async (url: string, query: Record<string, unknown>, as = token) => {
  const res = await get<Page>(url, { size: 100, ...query }, as);
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data;
};
async function sheetRows(res: Answer): Promise<number> {
  expect(res.status).toBe(200);
  expect(String(res.headers['content-type'])).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.raw as never);
  return (book.worksheets[0]?.actualRowCount ?? 0) - 1;
}

const localNow = (offsetMinutes: number) => {
  const d = new Date(Date.now() + offsetMinutes * 60_000 + 8 * 3_600_000);
  return d.toISOString().slice(0, 19).replace('T', ' ');
};
const today = () => localNow(0).slice(0, 10);

beforeAll(async () => {
  app = await trafficApp();
  token = await signIn(app, 'company_a');
  parkId = await parkIdOf(app, token, '世纪大道路侧停车');
  eastId = await made('/api/updown/curbPark/area/submit', { parkId, sectionName: '报表测试东段' });
  westId = await made('/api/updown/curbPark/area/submit', { parkId, sectionName: '报表测试西段' });
  for (const [no, sectionId] of [
    ['RT01', eastId],
    ['RT02', eastId],
    ['RT03', westId],
  ] as const) {
    berth[no] = await made('/api/updown/door/rdBerth/submit', { parkId, berthNo: no, sectionId });
  }
  handheld = await device(3, 'RR-PDA-1');
  sensor = await device(2, 'RR-MS-1');
  companyUser = await idOf(app, token, '/api/updown/sysuser/list', { username: 'company_a' });
  financeUser = await idOf(app, token, '/api/updown/sysuser/list', { username: 'finance_a' });

  // company_a collected on the east section that day, 08:00 to 20:00
  const started = await call<{ id: number }>(app, 'POST', '/api/updown/parkChangeshiftrecord/start', {
    token,
    body: { parkId, sectionId: eastId, startedAt: `${day} 08:00:00` },
  });
  expect(started.status, started.body.msg).toBe(200);
  const handed = await call(app, 'POST', '/api/updown/parkChangeshiftrecord/handOver', {
    token,
    body: { id: started.body.data.id, endedAt: `${day} 20:00:00`, handedTo: financeUser },
  });
  expect(handed.status, handed.body.msg).toBe(200);
  // A: 10:00-12:00 unpaid: 400 + 2 x 200 = 800 left as an escape
  await stay('RT01', '沪T10001', `${day} 10:00:00`, `${day} 12:00:00`);
  // B: 09:00-11:05, paid 800 by Alipay from the handheld's order at 11:00
  await stay('RT02', '沪T10002', `${day} 09:00:00`, `${day} 11:05:00`, { at: `${day} 11:00:00`, way: 3 });
  // C: 14:00-14:10 on the west section, free; no one was on shift there
  await stay('RT03', '沪T10003', `${day} 14:00:00`, `${day} 14:10:00`);
});
afterAll(() => app.close());

describe('berth rate', () => {
  it('is the minutes a car stood over the minutes measured: 10:00-12:00 in 08:00-20:00 is 2/12', async () => {
    const q = { parkId, berthId: berth.RT01, level: 'berth', startDate: day, endDate: day };
    const measured = await page('/api/updown/roadstatic/getBerthRate', { ...q, dayStart: '08:00', dayEnd: '20:00' });
    expect(measured.total).toBe(1);
    expect(measured.data[0]).toMatchObject({
      berthNo: 'RT01',
      sectionName: '报表测试东段',
      availableMinutes: 720,
      occupiedMinutes: 120,
      rate: 16.67,
    });
    // the whole day by default: 120 of 1440 minutes
    const whole = await page('/api/updown/roadstatic/getBerthRate', q);
    expect(whole.data[0]).toMatchObject({ availableMinutes: 1440, occupiedMinutes: 120, rate: 8.33 });
  });

  it('sums a section: two berths, 120 + 125 minutes of 2 x 1440', async () => {
    const res = await page('/api/updown/roadstatic/getBerthRate', {
      parkId,
      sectionId: eastId,
      startDate: day,
      endDate: day,
    });
    expect(res.data).toEqual([
      expect.objectContaining({
        sectionId: eastId,
        berths: 2,
        availableMinutes: 2880,
        occupiedMinutes: 245,
        rate: 8.51,
      }),
    ]);
  });

  it('refuses bad input naming the field', async () => {
    const bad = async (query: Record<string, unknown>, name: string) => {
      const res = await get('/api/updown/roadstatic/getBerthRate', { parkId, ...query });
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain(name);
    };
    await bad({ startDate: '2026-3-1' }, 'startDate');
    await bad({ startDate: '2026-03-10', endDate: '2026-03-09' }, 'endDate');
    await bad({ startDate: '2024-01-01', endDate: '2026-03-09' }, 'endDate');
    await bad({ dayStart: '20:00', dayEnd: '08:00' }, 'dayEnd');
    await bad({ level: 'street' }, 'level');
  });
});

describe('group reports', () => {
  const period = { startDate: day, endDate: day };

  it('per section and employee: the stays that left in the period, their money by pay way and the arrears left', async () => {
    const res = await page('/api/updown/roadstatic/groupEmployeeStatic', { ...period, parkId });
    expect(res.data).toEqual([
      expect.objectContaining({
        sectionId: eastId,
        employeeId: companyUser,
        stays: 2,
        fee: 1600,
        paid: 800,
        alipay: 800,
        wechat: 0,
        cash: 0,
        oweLeft: 800,
      }),
      expect.objectContaining({ sectionId: westId, employeeId: null, employeeName: 'Unassigned', stays: 1, fee: 0 }),
    ]);
    expect(res.sum).toMatchObject({ stays: 3, fee: 1600, paid: 800, oweLeft: 800 });
    const file = await call(app, 'GET', '/api/updown/roadstatic/exportGroupEmployeeStatic', {
      token,
      query: { ...period, parkId },
    });
    expect(await sheetRows(file)).toBe(res.total);
  });

  it('per section and day, with the day’s occupancy', async () => {
    const res = await page('/api/updown/roadstatic/groupSummaryStatic', { ...period, parkId, sectionId: eastId });
    expect(res.data).toEqual([
      expect.objectContaining({ day, sectionId: eastId, stays: 2, fee: 1600, paid: 800, oweLeft: 800, rate: 8.51 }),
    ]);
    const file = await call(app, 'GET', '/api/updown/roadstatic/exportGroupSummaryStatic', {
      token,
      query: { ...period, parkId, sectionId: eastId },
    });
    expect(await sheetRows(file)).toBe(res.total);
  });

  it('per park by day and by month', async () => {
    const byDay = await page('/api/updown/roadstatic/parkDailyOrMonth', { ...period, parkId, type: 'day' });
    expect(byDay.data).toEqual([
      expect.objectContaining({ day, parkId, stays: 3, fee: 1600, paid: 800, alipay: 800, oweLeft: 800 }),
    ]);
    const byMonth = await page('/api/updown/roadstatic/parkDailyOrMonth', {
      parkId,
      type: 'month',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
    expect(byMonth.data).toEqual([expect.objectContaining({ month: '2026-03', stays: 3, fee: 1600, paid: 800 })]);
    const file = await call(app, 'GET', '/api/updown/roadstatic/exportParkDailyOrMonth', {
      token,
      query: { parkId, type: 'month', startDate: '2026-03-01', endDate: '2026-03-31' },
    });
    expect(await sheetRows(file)).toBe(byMonth.total);
  });

  it('the parking time of the stays: 10 min, 120 min and 125 min', async () => {
    const res = await get<{ label: string; stays: number; fee: number }[]>(
      '/api/updown/roadstatic/getParkTimeDistribution',
      { ...period, parkId },
    );
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data.map((b) => b.stays)).toEqual([1, 0, 0, 2, 0]);
    expect(res.body.data[3]).toMatchObject({ fee: 1600 });
  });

  it('in/out records with their group, paged, and the export holds the same rows', async () => {
    const q = { parkId, sectionId: eastId, startDate: day, endDate: day };
    const res = await page('/api/updown/roadstatic/searchGroupInOutRecords', q);
    expect(res.total).toBe(2);
    expect(res.data.map((r) => [r.plateNumber, r.berthNo, r.sectionName, r.minutes])).toEqual([
      ['沪T10001', 'RT01', '报表测试东段', 120],
      ['沪T10002', 'RT02', '报表测试东段', 125],
    ]);
    const onePage = await page('/api/updown/roadstatic/searchGroupInOutRecords', { ...q, size: 1, current: 2 });
    expect(onePage).toMatchObject({ total: 2, data: [expect.objectContaining({ plateNumber: '沪T10002' })] });
    const file = await call(app, 'GET', '/api/updown/roadstatic/exportGroupPageInOutRecords', { token, query: q });
    expect(await sheetRows(file)).toBe(2);
  });

  it('another company and a park operator of another park see none of it', async () => {
    for (const user of ['company_b', 'operator_a']) {
      const other = await signIn(app, user);
      for (const url of ['groupEmployeeStatic', 'groupSummaryStatic', 'parkDailyOrMonth', 'searchGroupInOutRecords']) {
        const res = await page(`/api/updown/roadstatic/${url}`, { ...period, parkId }, other);
        expect(res.total, `${user} ${url}`).toBe(0);
      }
      const rate = await page('/api/updown/roadstatic/getBerthRate', { ...period, parkId }, other);
      expect(rate.total).toBe(0);
    }
  });
});

describe('money taken per employee', () => {
  it('counts each roadside payment for the operator on shift at its berth when it was paid', async () => {
    const finance = await signIn(app, 'finance_a');
    const before = await page('/api/updown/roadstatic/searchUserFeeSum', {
      parkId,
      sectionId: eastId,
      startDate: today(),
    });
    // B's 800 was paid when no one was on shift on the east section
    expect(before.data).toEqual([expect.objectContaining({ employeeId: null, payments: 1, total: 800, alipay: 800 })]);
    const started = await call<{ id: number }>(app, 'POST', '/api/updown/parkChangeshiftrecord/start', {
      token: finance,
      body: { parkId, sectionId: eastId },
    });
    expect(started.status, started.body.msg).toBe(200);
    // D: 60 minutes priced, 400, paid by WeChat now
    await stay('RT01', '沪T10004', localNow(-90), undefined, { at: localNow(-30), way: 2 });
    const sum = await page('/api/updown/roadstatic/searchUserFeeSum', {
      parkId,
      sectionId: eastId,
      startDate: today(),
    });
    expect(sum.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          employeeId: financeUser,
          employeeName: '云停财务',
          payments: 1,
          total: 400,
          wechat: 400,
        }),
        expect.objectContaining({ employeeId: null, total: 800 }),
      ]),
    );
    expect(sum.total).toBe(2);
    const month = await page('/api/updown/roadstatic/searchUserFeeMonth', {
      parkId,
      sectionId: eastId,
      startDate: today(),
    });
    expect(month.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ employeeId: financeUser, month: today().slice(0, 7), total: 400 }),
      ]),
    );
    const handed = await call(app, 'POST', '/api/updown/parkChangeshiftrecord/handOver', {
      token: finance,
      body: { id: started.body.data.id },
    });
    expect(handed.status, handed.body.msg).toBe(200);
    expect(handed.body.data).toMatchObject({ onlineAmount: 400, cashAmount: 0, open: false });
    // the shift's start corrected to its hand-over (it never took anything): D's 400 belongs to no one, at once
    await app.database.query('update park_shift set started_at = ended_at where id = $1', [started.body.data.id]);
    const corrected = await page('/api/updown/roadstatic/searchUserFeeSum', {
      parkId,
      sectionId: eastId,
      startDate: today(),
    });
    expect(corrected.data).toEqual([
      expect.objectContaining({ employeeId: null, payments: 2, total: 1200, wechat: 400, alipay: 800 }),
    ]);
  });
});

describe('the roadside views of orders and cars inside', () => {
  type Listed = { id: number; parkId: number; plateNumber: string; amount?: number; berthId?: number | null };
  const list = (url: string, query: Record<string, string | number> = {}) =>
    call<{ total: number; data: Listed[] }>(app, 'GET', url, { token, query: { size: 500, ...query } });
  const count = async (text: string, params: unknown[] = []) =>
    Number((await app.database.query<{ n: number }>(text, params))[0]?.n);

  it("lists roadside parks' orders only, the test day's paid one among them", async () => {
    const orders = await list('/api/updown/rdstatic/getPageOnlineOrder');
    expect(orders.status, orders.body.msg).toBe(200);
    const companyId = await count("select company_id n from park where park_name = '世纪大道路侧停车'");
    expect(orders.body.data.total).toBe(
      await count(
        'select count(*)::int n from park_order o join park p on p.id = o.park_id where p.park_kind = 10 and p.company_id = $1 and o.deleted_at is null',
        [companyId],
      ),
    );
    const roadsideParks = new Set(
      (await app.database.query<{ id: number }>('select id::int id from park where park_kind = 10')).map((r) => r.id),
    );
    expect(orders.body.data.data.every((o) => roadsideParks.has(Number(o.parkId)))).toBe(true);
    expect(orders.body.data.data.find((o) => o.plateNumber === '沪T10002')).toMatchObject({ amount: 800 });
  });

  it('lists the cars standing in roadside berths now, each in a berth', async () => {
    const inside = await list('/api/updown/static/getPageRdInCar');
    expect(inside.status, inside.body.msg).toBe(200);
    const companyId = await count("select company_id n from park where park_name = '世纪大道路侧停车'");
    const expected = await count(
      'select count(*)::int n from park_io_record r join park p on p.id = r.park_id where p.park_kind = 10 and p.company_id = $1 and r.state = 1 and r.deleted_at is null',
      [companyId],
    );
    expect(expected, 'the demo leaves cars in roadside berths').toBeGreaterThan(0);
    expect(inside.body.data.total).toBe(expected);
    expect(inside.body.data.data.every((r) => r.berthId != null)).toBe(true);
    // the ended test stays are not among them
    expect(inside.body.data.data.map((r) => r.plateNumber)).not.toContain('沪T10002');
  });
});
