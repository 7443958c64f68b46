import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyA } from '../coupons/helpers';
import { basic, call, signIn, type TestApp } from '../support/test-app';
import { act, allLogs, count, ok, type Page, passwordIn, type Row, texts } from './merchant-helpers';

let app: TestApp;
let admin: string;

beforeAll(async () => {
  ({ app, token: admin } = await companyA());
});
afterAll(() => app.close());

const tokenCall = (username: string, password: string) =>
  call<{ accessToken: string }>(app, 'POST', '/api/api-uaa/oauth/user/token', {
    body: { username, password },
    headers: { authorization: basic },
  });

const users = (sellerId: number) =>
  ok<Page>(app, 'GET', '/api/updown/parkseller/userList', { token: admin, query: { sellerId } });

describe("opening a merchant's sign-in account with the merchant", () => {
  it('creates a user bound to it with the merchant role; the first password goes by text only', async () => {
    const phone = '13911112222';
    const res = await call<Row & { account: { username: string; sentTo: string } }>(
      app,
      'POST',
      '/api/updown/parkseller/submit',
      { token: admin, body: { sellerName: '悦来茶馆', settleKind: 1, contactPhone: phone, accountName: 'tea_house' } },
    );
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data.account).toMatchObject({ username: 'tea_house', sentTo: '139****2222' });
    const [sms] = await texts(app, phone);
    const password = passwordIn(sms);
    expect(password).not.toBeNull();
    expect(sms).toContain('tea_house');
    expect(JSON.stringify(res.body)).not.toContain(password);
    expect(await allLogs(app)).not.toContain(password);

    const sellerId = res.body.data.id;
    const list = await users(sellerId);
    expect(list.data.map((u) => [u.username, u.primary, u.sellerId])).toEqual([['tea_house', true, sellerId]]);
    expect(JSON.stringify(list)).not.toContain('password');

    const signedIn = await tokenCall('tea_house', password as string);
    expect(signedIn.status).toBe(200);
    const menus = await ok<string[]>(app, 'GET', '/api/updown/sysAdminMenu/buttons', {
      token: signedIn.body.data.accessToken,
    });
    expect(menus).toContain('plat/couponRule:send');
    expect(menus).not.toContain('plat/couponRule:edit');
  });

  it('is refused without a contact phone, or with an account name in use, naming the field; nothing written', async () => {
    const before = await count(app, 'select count(*) as n from park_seller');
    const usersBefore = await count(app, 'select count(*) as n from sys_user');
    const noPhone = await call(app, 'POST', '/api/updown/parkseller/submit', {
      token: admin,
      body: { sellerName: '无电话商户', settleKind: 1, accountName: 'no_phone_shop' },
    });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.msg).toContain('Contact phone(contactPhone)');
    const taken = await call(app, 'POST', '/api/updown/parkseller/submit', {
      token: admin,
      body: { sellerName: '重名商户', settleKind: 1, contactPhone: '13911113333', accountName: 'company_a' },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.msg).toContain('Sign-in account(accountName)');
    expect(await count(app, 'select count(*) as n from park_seller')).toBe(before);
    expect(await count(app, 'select count(*) as n from sys_user')).toBe(usersBefore);
  });
});

describe('userList and resetPassword', () => {
  it("lists the demo merchant's user", async () => {
    const sellerId = await count(app, "select seller_id as n from sys_user where username = 'merchant_a'");
    const list = await users(sellerId);
    expect(list.data.map((u) => u.username)).toEqual(['merchant_a']);
  });

  it('texts a new password to the contact phone; the answer and the logs hold no password', async () => {
    const phone = '13922223333';
    const made = await ok<Row>(app, 'POST', '/api/updown/parkseller/submit', {
      token: admin,
      body: { sellerName: '星光影城', settleKind: 1, contactPhone: phone, accountName: 'star_cinema' },
    });
    const first = passwordIn((await texts(app, phone))[0]) as string;
    const session = (await tokenCall('star_cinema', first)).body.data.accessToken;

    const res = await call<Row>(app, 'POST', '/api/updown/parkseller/resetPassword', {
      token: admin,
      query: { sellerId: made.id },
    });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ username: 'star_cinema', sentTo: '139****3333' });
    const sent = await texts(app, phone);
    expect(sent).toHaveLength(2);
    const fresh = passwordIn(sent[1]);
    expect(fresh).not.toBeNull();
    expect(fresh).not.toBe(first);
    expect(JSON.stringify(res.body)).not.toContain(fresh);
    expect(await allLogs(app)).not.toContain(fresh);
    expect(await count(app, "select count(*) as n from operate_log where path like '%resetPassword' and success")).toBe(
      1,
    );

    expect((await tokenCall('star_cinema', first)).status).not.toBe(200);
    expect((await tokenCall('star_cinema', fresh as string)).status).toBe(200);
    // the sessions signed in with the old password are over
    const old = await call(app, 'GET', '/api/updown/parkseller/desk', { token: session });
    expect(old.status).toBe(401);
  });

  it('a merchant without a contact phone or without an account is refused, and nothing is sent', async () => {
    const bare = await ok<Row>(app, 'POST', '/api/updown/parkseller/submit', {
      token: admin,
      body: { sellerName: '无账号商户', settleKind: 1, contactPhone: '13944445555' },
    });
    const outbox = () => count(app, 'select count(*) as n from sms_outbox');
    const before = await outbox();
    const none = await act(app, admin, 'parkseller/resetPassword', { sellerId: bare.id });
    expect(none.status).toBe(409);
    const noPhone = await ok<Row>(app, 'POST', '/api/updown/parkseller/submit', {
      token: admin,
      body: { sellerName: '无电话商户二', settleKind: 1 },
    });
    const refused = await act(app, admin, 'parkseller/resetPassword', { sellerId: noPhone.id });
    expect(refused.status).toBe(400);
    expect(refused.msg).toContain('Contact phone(contactPhone)');
    expect(await outbox()).toBe(before);
  });
});

describe('binding a user to a merchant', () => {
  it("a company's user bound to its merchant sees that merchant only; another company's merchant is refused", async () => {
    const sellerId = await count(app, "select seller_id as n from sys_user where username = 'merchant_a'");
    const made = await ok<Row & { initialPassword: string }>(app, 'POST', '/api/updown/sysuser/submit', {
      token: admin,
      body: { username: 'mall_cashier', realName: '收银员', password: 'Cashier2026', sellerId },
    });
    expect(made.sellerId).toBe(sellerId);
    const cashier = (await tokenCall('mall_cashier', 'Cashier2026')).body.data.accessToken;
    const sellers = await ok<Page>(app, 'GET', '/api/updown/parkseller/list', { token: cashier });
    expect(sellers.data.map((s) => s.id)).toEqual([sellerId]);
    expect((await users(sellerId)).data.map((u) => u.username)).toEqual(['merchant_a', 'mall_cashier']);

    const companyB = await signIn(app, 'company_b');
    const foreign = await call(app, 'POST', '/api/updown/sysuser/submit', {
      token: companyB,
      body: { username: 'b_user_for_a', password: 'Cashier2026', sellerId },
    });
    expect(foreign.status).toBe(400);
    expect(await count(app, "select count(*) as n from sys_user where username = 'b_user_for_a'")).toBe(0);
  });
});
