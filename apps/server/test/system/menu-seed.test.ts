import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../support/test-app';
import { ok, type Row, rows } from './helpers';

type Node = {
  id: number;
  name: string;
  path: string;
  icon: string | null;
  query: string | null;
  meta: { i18n: { zh: string; en: string }; roles: string[]; isAuth: boolean; isTab: boolean };
  children: Node[];
};

let app: TestApp;
let admin: string;
let sidebar: Node[];
beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'admin');
  sidebar = await ok<Node[]>(app, 'GET', '/api/updown/sysAdminMenu/routes', { token: admin });
});
afterAll(() => app.close());

const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

/** The page groups of overview §2, from /weixin to /tool. */
const groups = [
  '/wel',
  '/weixin',
  '/alipay',
  '/basedata',
  '/booking',
  '/derate',
  '/car',
  '/visitor',
  '/door',
  '/static',
  '/rdstatic',
  '/road',
  '/navigation',
  '/system',
  '/sms',
  '/sysjob',
  '/operatelog',
  '/advert',
  '/fundmanage',
  '/couponcard',
  '/rdoperatingcenter',
  '/rdoperationscenter',
  '/parkfeerecovery',
  '/attendance',
  '/attendanceManagement',
  '/cloudseat',
  '/wire',
  '/invoice',
  '/user',
  '/tool',
];

/** Pages the overview names one by one. */
const pages = [
  '/basedata/company',
  '/basedata/village',
  '/basedata/parkarea',
  '/basedata/park',
  '/basedata/radpark',
  '/basedata/parkbox',
  '/basedata/parkgate',
  '/basedata/parkdevice',
  '/basedata/parkdeviceStatus',
  '/basedata/parkServicesConfig',
  '/basedata/sysManufacturer',
  '/basedata/importantmessagereceiver',
  '/basedata/createwiringpark',
  '/basedata/basedept',
  '/weixin/config',
  '/weixin/common',
  '/weixin/keyword',
  '/weixin/menu',
  '/weixin/submerchant',
  '/weixin/userlist',
  '/booking/rdBerth',
  '/booking/lockDevice',
  '/derate/parkseller',
  '/derate/parkderaterule',
  '/car/carMonthNew',
  '/car/carbatchgrant',
  '/car/parkcarmodel',
  '/car/parkcartype',
  '/car/blacklist',
  '/car/parkfeerule',
  '/car/parksimplefeerule',
  '/car/parkcarapply',
  '/car/admincarapply',
  '/car/correctplateno',
  '/car/ledSetting',
  '/car/managebook',
  '/visitor/carmanage',
  '/visitor/carinoutrecord',
  '/visitor/visitormanage',
  '/visitor/visitorexamine',
  '/visitor/touristexamine',
  '/visitor/visitorqrcode',
  '/visitor/carorderrecord',
  '/door/doorgate',
  '/door/doorarea',
  '/door/doordevice',
  '/door/doordevgrant',
  '/door/dooremployee',
  '/door/dooremployeecheck',
  '/door/basedept',
  '/door/yjRecord',
  '/door/yujingRecord',
  '/door/yjCamera',
  '/door/yjPlace',
  '/door/yjdaystatistics',
  '/door/yjIdentitydown',
  '/static/incar',
  '/static/inoutRecord',
  '/static/onlineorder',
  '/static/unConfirmOrder',
  '/rdstatic/escape',
  '/rdstatic/onlineorder',
  '/rdstatic/groupSummary',
  '/rdstatic/groupEmployee',
  '/rdstatic/arrearage',
  '/rdstatic/berthRate',
  '/rdstatic/parktime',
  '/road/company',
  '/road/park',
  '/road/berthsec',
  '/road/parkMap',
  '/road/rdBerth',
  '/road/rdLed',
  '/road/rdsimplefeerule',
  '/road/rdCarMonth',
  '/road/lockDevice',
  '/navigation/index',
  '/navigation/company',
  '/navigation/village',
  '/navigation/park',
  '/navigation/building',
  '/navigation/deviceType',
  '/navigation/device',
  '/navigation/devGateway',
  '/navigation/parkSpace',
  '/navigation/devCommunication',
  '/navigation/group',
  '/system/user',
  '/system/sysRole',
  '/system/adminMenu',
  '/system/topMenu',
  '/system/thirdparty',
  '/system/ossPage',
  '/system/customconfig',
  '/system/privacyAgreement',
  '/system/printTemplate',
  '/system/handheldUpgrade',
  '/system/imei',
  '/sysjob/job',
  '/sysjob/joblog',
  '/user/updatepassword',
  '/user/switchcompany',
  '/tool/code',
  '/wel/index',
  '/wel/index2',
  '/wel/dashboard',
  '/test/testMqtt',
];

/** Tabbed but open without sign-in (overview §2). */
const openPages = [
  '/test/testMqtt',
  '/static/rdIncar',
  '/system/romoteLog',
  '/system/sysBigParkReport',
  '/static/refundorder',
  '/system/versionManagement',
  '/system/analysisCamera',
  '/static/nucleicAcidRecord',
  '/system/noWireDeviceInfo',
  '/static/dailyreport',
  '/static/sellerBuy',
];

describe('the seeded menu tree', () => {
  it('has every page group and page of the overview, each with an icon and names in Chinese and English', () => {
    const all = flat(sidebar);
    const paths = new Set(all.map((n) => n.path));
    for (const g of groups)
      expect(
        sidebar.map((n) => n.path),
        g,
      ).toContain(g);
    for (const p of [...pages, ...openPages]) expect(paths.has(p), p).toBe(true);
    for (const n of all) {
      expect(n.icon, n.path).toMatch(/Outlined$/);
      expect(n.meta.i18n.zh, n.path).toMatch(/\S/);
      expect(n.meta.i18n.en, n.path).toMatch(/^[A-Z0-9]/);
      expect(n.meta.i18n.en).not.toBe(n.meta.i18n.zh);
    }
  });

  it('marks the pages that open without sign-in, and leaves the others needing it', () => {
    const all = flat(sidebar);
    for (const p of openPages) expect(all.find((n) => n.path === p)?.meta.isAuth, p).toBe(false);
    expect(all.find((n) => n.path === '/basedata/park')?.meta.isAuth).toBe(true);
    expect(all.filter((n) => n.meta.isTab === false).length).toBeGreaterThan(0);
  });

  it('has outside addresses, which the console opens in /myiframe, one in a new window', () => {
    // the API documents are the server's own pages, named relative to wherever the product runs
    const external = flat(sidebar).filter((n) => /^(https?:\/\/|\/api\/)/.test(n.path));
    expect(external.map((n) => n.path)).toEqual(expect.arrayContaining(['/api/docs', '/api/docs/json']));
    expect(flat(sidebar).filter((n) => n.path.includes('localhost'))).toEqual([]);
    expect(external.find((n) => n.query === 'target=_blank')).toBeDefined();
  });

  it('says which roles see each page', () => {
    const park = flat(sidebar).find((n) => n.path === '/basedata/park');
    expect(park?.meta.roles).toEqual(expect.arrayContaining(['company_admin', 'park_operator']));
    const jobs = flat(sidebar).find((n) => n.path === '/sysjob/job');
    expect(jobs?.meta.roles).toEqual([]);
  });

  it('groups the pages under top menus; each top menu opens its own groups', async () => {
    const tops = await ok<{ id: number; name: string; nameEn: string; path: string }[]>(
      app,
      'GET',
      '/api/updown/topMenu/listAll',
      {
        token: admin,
      },
    );
    expect(tops.map((t) => t.name)).toEqual(['停车业务', '门禁访客', '运营中心', '支付与消息', '系统管理']);
    const seen = new Set<string>();
    for (const t of tops) {
      const routes = await ok<Node[]>(app, 'GET', '/api/updown/sysAdminMenu/routesParentIdTop', {
        token: admin,
        query: { parentId: t.id },
      });
      expect(routes[0]?.path).toBe(t.path);
      for (const r of routes) {
        expect(seen.has(r.path)).toBe(false);
        seen.add(r.path);
      }
    }
    expect([...seen].sort()).toEqual([...groups, '/test'].sort());
    const system = tops.find((t) => t.name === '系统管理');
    const sys = await ok<Node[]>(app, 'GET', '/api/updown/sysAdminMenu/routesParentIdTop', {
      token: admin,
      query: { parentId: system?.id },
    });
    expect(sys[0]?.children[0]?.path).toBe('/system/user');
  });

  it("a company's administrator sees the business pages but not the platform's own", async () => {
    const a = await signIn(app, 'company_a');
    const mine = flat(await ok<Node[]>(app, 'GET', '/api/updown/sysAdminMenu/routes', { token: a })).map((n) => n.path);
    expect(mine).toEqual(
      expect.arrayContaining(['/basedata/park', '/car/carMonthNew', '/system/user', '/operatelog/warninglog']),
    );
    for (const p of ['/sysjob/job', '/tool/code', '/system/adminMenu', '/system/param', '/operatelog/api']) {
      expect(mine).not.toContain(p);
    }
    const home = await ok<{ show: boolean }>(app, 'GET', '/api/updown/sysAdminMenu/chekshowhome', { token: a });
    expect(home.show).toBe(true);
  });

  it('gives each resource page its buttons with permission codes', async () => {
    const menus = await rows(app, admin, '/api/updown/sysAdminMenu/list', { kind: 'button' });
    const codes = menus.map((m: Row) => m.code);
    expect(codes).toEqual(
      expect.arrayContaining(['job:add', 'job:edit', 'job:delete', 'jobLog:delete', 'customConfig:add']),
    );
  });
});
