import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncMenus } from '../../src/seed/reference-data';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 18, point 10: the console takes its settings from the server it is served by, not from its build.

const secrets = {
  clientSecret: 'console-</script>-"\u2028-secret',
  tokenSecret: 'token-secret-never-shown-0123',
  payCallbackSecret: 'pay-secret-never-shown-0123',
  databaseUrl: 'postgres://parking:db-password-never-shown@db.example:5432/parking',
  adminPassword: 'Admin-password-never-shown',
};

let app: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'console-'));
  // the page template the build keeps its settings script from
  copyFileSync(resolve(import.meta.dirname, '../../../web/index.html'), join(dist, 'index.html'));
  app = await createTestApp({ config: { ...secrets, clientId: 'my-console', webDist: dist } });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => app.fastify.inject({ method: 'GET', url });

describe('the console page and its settings', () => {
  it('loads the settings from its own origin before the bundle, under a policy without inline scripts', async () => {
    const page = await get('/basedata/park');
    expect(page.statusCode).toBe(200);
    const settings = page.body.indexOf('<script src="/console-config.js"></script>');
    expect(settings).toBeGreaterThan(0);
    expect(settings).toBeLessThan(page.body.indexOf('<script type="module"'));
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy.split('; ').find((d) => d.startsWith('script-src'))).toBe("script-src 'self'");
  });

  it('gives the console its own client credential, escaped for a script', async () => {
    const res = await get('/console-config.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toMatch(/<\/script/i);
    expect(res.body).not.toContain('\u2028');
    const window: { __PARKING_CONFIG__?: unknown } = {};
    runInNewContext(res.body, { window });
    expect(window.__PARKING_CONFIG__).toEqual({ clientId: 'my-console', clientSecret: secrets.clientSecret });
  });

  it('carries no other secret', async () => {
    for (const url of ['/', '/login', '/console-config.js']) {
      const body = (await get(url)).body;
      for (const secret of [secrets.tokenSecret, secrets.payCallbackSecret, secrets.adminPassword]) {
        expect(body).not.toContain(secret);
      }
      expect(body).not.toContain('db-password-never-shown');
      expect(body).not.toContain('db.example');
    }
  });
});

describe('the API documents in the menu', () => {
  const docPaths = () =>
    app.database.query<{ path: string }>(
      "select path from sys_menu where path like '%/api/docs%' and deleted_at is null order by path",
    );

  it('are kept relative, so they open on whatever host and port the product runs', async () => {
    expect((await docPaths()).map((r) => r.path)).toEqual(['/api/docs', '/api/docs/json']);
  });

  it('stored under the former absolute address are made relative at the next start', async () => {
    await app.database.query("update sys_menu set path = 'http://localhost:8080' || path where path like '/api/docs%'");
    await app.context.db.transaction((tx) => syncMenus(tx, app.context.config));
    expect((await docPaths()).map((r) => r.path)).toEqual(['/api/docs', '/api/docs/json']);
  });
});
