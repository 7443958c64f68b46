import { dictionaries } from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../support/test-app';
import { ok } from './helpers';

type DictNode = {
  id: number;
  code: string;
  dictKey: string | null;
  dictValue: string;
  dictValueEn: string | null;
  children: DictNode[];
};

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'admin');
});
afterAll(() => app.close());

const tree = (token: string, code = 'DICT') =>
  ok<DictNode[]>(app, 'GET', '/api/updown/sysdict/tree', { token, query: { code } });

describe('dictionaries', () => {
  it('serve every enumeration of the product in one call, in Chinese and English', async () => {
    const t = await signIn(app, 'operator_a');
    const all = await tree(t);
    const codes = all.map((d) => d.code);
    for (const code of [
      'carKind',
      'passState',
      'payWay',
      'releaseType',
      'deviceType',
      'ledEffect',
      'serviceNoticeState',
      'jobStatus',
    ]) {
      expect(codes, code).toContain(code);
    }
    expect(codes).toHaveLength(dictionaries.length);
    for (const d of all) {
      expect(d.children.length, d.code).toBeGreaterThan(0);
      for (const item of d.children) {
        expect(item.dictValue).toMatch(/\S/);
        expect(item.dictValueEn).toMatch(/\S/);
      }
    }
  });

  it('carry the LED display effects of the spec under their codes', async () => {
    const [led] = await tree(admin, 'ledEffect');
    const byKey = new Map(led?.children.map((c) => [c.dictKey, c]));
    expect(byKey.get('0')?.dictValueEn).toBe('Fast print');
    expect(byKey.get('2')?.dictValueEn).toBe('Static');
    expect(byKey.get('36')?.dictValueEn).toBe('Gradient');
    expect(byKey.get('53')?.dictValueEn).toBe('Continuous move right');
    expect(byKey.get('128')?.dictValueEn).toBe('3D blinds');
    expect(byKey.has('159')).toBe(true);
    for (const missing of ['37', '44', '49', '58', '127', '160']) expect(byKey.has(missing), missing).toBe(false);
    const [notice] = await tree(admin, 'serviceNoticeState');
    expect(notice?.children.map((c) => c.dictKey)).toEqual(['1', '3']);
  });

  it('an entry added through submit appears in the tree; removed, it is gone', async () => {
    const [payWay] = await tree(admin, 'payWay');
    const added = await ok<{ id: number }>(app, 'POST', '/api/updown/sysdict/submit', {
      token: admin,
      body: { parentId: payWay?.id, code: 'payWay', dictKey: '20', dictValue: '数字人民币', dictValueEn: 'e-CNY' },
    });
    expect((await tree(admin, 'payWay'))[0]?.children.map((c) => c.dictValueEn)).toContain('e-CNY');
    const detail = await ok<{ dictValue: string }>(app, 'GET', '/api/updown/sysdict/detail', {
      token: admin,
      query: { id: added.id },
    });
    expect(detail.dictValue).toBe('数字人民币');
    await ok(app, 'POST', '/api/updown/sysdict/remove', { token: admin, query: { ids: String(added.id) } });
    expect((await tree(admin, 'payWay'))[0]?.children.map((c) => c.dictValueEn)).not.toContain('e-CNY');
  });
});
