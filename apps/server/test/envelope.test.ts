import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from './support/test-app';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await createTestApp({
    before: ({ fastify }) => {
      fastify.get('/api/updown/test/boom', async () => {
        throw new Error('select secret from vault where password = 42');
      });
    },
  });
  token = await signIn(app, 'admin');
});
afterAll(() => app.close());

describe('the answer envelope', () => {
  it('wraps a list as { total, data, current, size }', async () => {
    const res = await call(app, 'GET', '/api/updown/basePark/list', { token, query: { current: 1, size: 2 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, success: true, data: { current: 1, size: 2 } });
    expect((res.body.data as { data: unknown[] }).data).toHaveLength(2);
    expect((res.body.data as { total: number }).total).toBeGreaterThanOrEqual(6);
  });

  it('answers an unknown call with a 404 envelope', async () => {
    const res = await call(app, 'GET', '/api/updown/noSuchModule/list', { token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404, success: false });
    expect(res.body.msg).toContain('/api/updown/noSuchModule/list');
  });

  it('answers a failure with a 500 envelope that shows no SQL or stack', async () => {
    const res = await call(app, 'GET', '/api/updown/test/boom', { token });
    expect(res.status).toBe(500);
    expect(res.body.success).toBe(false);
    expect(res.body.msg).toMatch(/request id \w+/);
    expect(JSON.stringify(res.body)).not.toMatch(/select|vault|password|at /i);
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const res = await call(app, 'POST', '/api/updown/basePark/submit', {
      token,
      body: '{"parkName": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('request body is not valid JSON');
  });

  it('names the field and the rule in the caller language', async () => {
    const body = { parkName: 'x'.repeat(101) };
    const zh = await call(app, 'POST', '/api/updown/basePark/submit', { token, body, lang: 'zh' });
    const en = await call(app, 'POST', '/api/updown/basePark/submit', { token, body, lang: 'en' });
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toContain('停车场名称(parkName)');
    expect(en.body.msg).toContain('Park name(parkName)');
    expect(en.body.msg).toMatch(/100/);
  });
});
