import { allFields, lockDeviceView, type ResourceDef, resourceByModule, routeUrl } from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { AnyRoute } from '../../src/platform/route-table';
import { tableFingerprint } from './table-counts';
import { call, createTestApp, signIn, type TestApp } from './test-app';

/**
 * The sweep of every route of the table: 401 without a token, malformed and hostile input refused without a
 * write, unknown ids 404. The routes are dealt round-robin into shards, one test file each, so that the sweep
 * runs on every core; shard 0 also carries the few hand-picked cases.
 */
export async function sweepRoutes(shard: number, of: number): Promise<void> {
  // what the sweep tries is the route layer's refusal before any write, the same on either database; CI's run
  // on PostgreSQL leaves it to the run on PGlite just before (ROUTE_SWEEP=off)
  if (process.env.ROUTE_SWEEP === 'off') {
    it.skip(`every route of shard ${shard + 1} of ${of}: not swept in this run (ROUTE_SWEEP=off)`, () => undefined);
    return;
  }
  // the route table is known before the app starts, so every route gets its own test case
  const { routeTable } = await import('../../src/routes');
  const routes = routeTable().filter((_r, i) => i % of === shard);
  const handPicked = shard === 0;
  let app: TestApp;
  let admin: string;
  /** Routes for gate devices are called with a device's key instead of the user token. */
  let deviceAuthorization = '';
  beforeAll(async () => {
    app = await createTestApp();
    admin = await signIn(app, 'admin');
    const gates = await call<{ data: { id: number; parkId: number }[] }>(app, 'GET', '/api/updown/baseParkGate/list', {
      token: admin,
    });
    const gate = gates.body.data.data[0];
    const device = await call<{ id: number }>(app, 'POST', '/api/updown/gateDevice/submit', {
      token: admin,
      body: { parkId: gate?.parkId, gateId: gate?.id, deviceCode: 'SWEEP-1' },
    });
    const key = await call<{ authorization: string }>(app, 'POST', '/api/updown/gateDevice/issueKey', {
      token: admin,
      query: { deviceId: device.body.data.id },
    });
    deviceAuthorization = key.body.data.authorization;
  });
  afterAll(() => app.close());

  const guarded = routes.filter((r) => r.auth !== 'public');
  const label = (r: AnyRoute) => `${r.method} ${r.url}`;
  const signer = (r: AnyRoute) => (r.auth === 'device' ? { authorization: deviceAuthorization } : undefined);

  const shapeOf = (s: z.ZodType | undefined): Record<string, z.ZodType> => {
    const def = (s as { _zod?: { def?: { shape?: Record<string, z.ZodType> } } } | undefined)?._zod?.def;
    return def?.shape ?? {};
  };

  /** The longest text a body field's schema takes, where it says. */
  const maxLengthOf = (s: z.ZodType | undefined): number | undefined =>
    (s as { maxLength?: number | null } | undefined)?.maxLength ?? undefined;

  describe('without a token', () => {
    it.each(guarded.map((r) => [label(r), r] as const))('%s answers 401', async (_l, r) => {
      const res = await call(app, r.method, r.url, { body: r.method === 'GET' ? undefined : {} });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 401, success: false });
      expect(res.body.msg.length).toBeGreaterThan(0);
    });

    it.each(guarded.map((r) => [label(r), r] as const))('%s refuses a forged token', async (_l, r) => {
      const res = await call(app, r.method, r.url, {
        token: 'forged-token',
        body: r.method === 'GET' ? undefined : {},
      });
      expect(res.status).toBe(401);
    });
  });

  /** Values no declared field takes: an object where a value belongs, and text longer than any field. */
  const malformed: unknown[] = [{ $gt: '' }, 'x'.repeat(6000)];
  const hostileQuery = ["1'; drop table park; --", 'x'.repeat(6000), '-1', '9'.repeat(40), 'abc'];

  describe('malformed input', () => {
    const withInput = routes.filter(
      // a submit of a declared resource; a public form (a visitor's registration) first asks for its QR code
      (r) =>
        Object.keys(shapeOf(r.query)).length ||
        Object.keys(shapeOf(r.body)).length ||
        (r.url.endsWith('/submit') && r.resource !== undefined),
    );
    it.each(withInput.map((r) => [label(r), r] as const))(
      '%s answers 4xx with a message and writes nothing',
      async (_l, r) => {
        const before = await tableFingerprint(app);
        // a view answering under its own calls (the lock register over the device registry) takes its own fields
        const views: ResourceDef[] = [lockDeviceView];
        const resource =
          views.find((v) => v.routes.submit.some((path) => routeUrl(v, path) === r.url)) ??
          (r.resource ? resourceByModule.get(r.resource) : undefined);
        const bodyKeys =
          r.url.endsWith('/submit') && resource ? Object.keys(allFields(resource)) : Object.keys(shapeOf(r.body));
        const queryKeys = Object.keys(shapeOf(r.query));
        let refusals = 0;
        for (const key of bodyKeys) {
          const field = resource ? allFields(resource)[key] : undefined;
          // read-only fields are ignored on submit, json fields take any value
          if (field?.readOnly || field?.kind === 'json') continue;
          for (const value of malformed) {
            // a file's content (base64) is the one body value that may be longer than any field
            if (typeof value === 'string' && (maxLengthOf(shapeOf(r.body)[key]) ?? 0) >= value.length) continue;
            const res = await call(app, r.method, r.url, { token: admin, headers: signer(r), body: { [key]: value } });
            expect(res.status, `${key}=${JSON.stringify(value).slice(0, 40)}`).toBeGreaterThanOrEqual(400);
            expect(res.status).toBeLessThan(500);
            expect(res.body.success).toBe(false);
            expect(res.body.msg).toContain(key);
            refusals++;
          }
        }
        for (const key of queryKeys) {
          for (const value of hostileQuery) {
            const res = await call(app, r.method, r.url, {
              token: admin,
              headers: signer(r),
              query: { [key]: value },
              body: r.method === 'GET' ? undefined : {},
            });
            expect(res.status, `${key}=${value.slice(0, 40)}`).toBeLessThan(500);
            if (res.status >= 400) {
              refusals++;
              expect(res.body.msg.length).toBeGreaterThan(0);
            }
          }
        }
        expect(refusals).toBeGreaterThan(0);
        expect(await tableFingerprint(app)).toEqual(before);
      },
    );

    it.runIf(handPicked)('names the refused field in the message', async () => {
      const res = await call(app, 'POST', '/api/updown/baseVillage/submit', {
        token: admin,
        body: { name: { $gt: '' }, companyId: 1 },
      });
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain('name');
    });

    it.runIf(handPicked)('a SQL fragment in a search is only text', async () => {
      const res = await call<{ total: number }>(app, 'GET', '/api/updown/basePark/list', {
        token: admin,
        query: { parkName: "' or 1=1 --" },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.total).toBe(0);
      const all = await call<{ total: number }>(app, 'GET', '/api/updown/basePark/list', { token: admin });
      expect(all.body.data.total).toBeGreaterThanOrEqual(6);
    });
  });

  /** A body nested deeper than any call takes (the audit sent 10,000 levels), written out as the client cannot. */
  const deepBody = `${'{"n":'.repeat(10_000)}"leaf"${'}'.repeat(10_000)}`;
  const oversized = JSON.stringify({ text: 'x'.repeat(5 * 1024 * 1024 + 1) });
  const json = { 'content-type': 'application/json' };

  describe('text and shapes no call can take', () => {
    const writes = routes.filter((r) => r.method !== 'GET');
    it.each(routes.map((r) => [label(r), r] as const))(
      '%s refuses a NUL or a control character in its input with 400 naming the field, and writes nothing',
      async (_l, r) => {
        const before = await tableFingerprint(app);
        const [queryKey = 'q'] = Object.keys(shapeOf(r.query));
        const nul = await call(app, r.method, r.url, {
          token: admin,
          headers: signer(r),
          query: { [queryKey]: 'a\u0000b' },
          body: r.method === 'GET' ? undefined : {},
        });
        expect(nul.status).toBe(400);
        expect(nul.body.msg).toMatch(new RegExp(`\\b${queryKey}\\)?: must not contain a NUL character$`));
        if (r.method !== 'GET') {
          const [bodyKey = 'note'] = Object.keys(shapeOf(r.body));
          const control = await call(app, r.method, r.url, {
            token: admin,
            headers: signer(r),
            body: { [bodyKey]: 'a\u0001b' },
          });
          expect(control.status).toBe(400);
          expect(control.body.msg).toMatch(new RegExp(`\\b${bodyKey}\\)?: must not contain control characters$`));
        }
        expect(await tableFingerprint(app)).toEqual(before);
      },
    );

    it.each(writes.map((r) => [label(r), r] as const))(
      '%s refuses a body nested 10,000 deep with 400, and one over the size limit with 413, writing nothing',
      async (_l, r) => {
        const before = await tableFingerprint(app);
        const deep = await call(app, r.method, r.url, {
          token: admin,
          headers: { ...json, ...signer(r) },
          body: deepBody,
        });
        expect(deep.status).toBe(400);
        expect(deep.body.msg).toContain('must not nest deeper than 32 levels');
        const big = await call(app, r.method, r.url, {
          token: admin,
          headers: { ...json, ...signer(r) },
          body: oversized,
        });
        expect(big.status).toBe(413);
        expect(big.body).toMatchObject({ code: 413, success: false });
        expect(await tableFingerprint(app)).toEqual(before);
      },
    );
  });

  describe('unknown ids', () => {
    const detail = routes.filter(
      (r) =>
        r.resource &&
        r.method === 'GET' &&
        resourceByModule.get(r.resource)?.routes.detail.some((p) => r.url.endsWith(`/${p}`)),
    );
    it.each(detail.map((r) => [label(r), r] as const))(
      '%s answers 404 for an id that does not exist',
      async (_l, r) => {
        const def = resourceByModule.get(r.resource as string);
        const res = await call(app, 'GET', r.url, { token: admin, query: { [def?.idParam ?? 'id']: 987654321 } });
        expect(res.status).toBe(404);
        expect(res.body.msg).toContain('987654321');
      },
    );
  });
}
