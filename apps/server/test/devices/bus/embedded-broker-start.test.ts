import { createServer, type Server } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../support/test-app';

let blocker: Server | undefined;
let app: TestApp | undefined;
afterAll(async () => {
  await app?.close();
  await new Promise((r) => blocker?.close(r));
});

it('a broker port already taken is reported by the bus, and the server still answers HTTP', async () => {
  blocker = createServer();
  const port = await new Promise<number>((resolve) =>
    blocker?.listen(0, '127.0.0.1', () => {
      const a = blocker?.address();
      resolve(typeof a === 'object' && a ? a.port : 0);
    }),
  );
  app = await createTestApp({ config: { mqttPort: port, mqttUrl: null, host: '127.0.0.1' } });
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  await expect(app.context.deviceBus?.ready()).rejects.toThrow(/EADDRINUSE/);
  expect(app.context.deviceBus?.port).toBeNull();
  expect((await call(app, 'GET', '/healthz')).status).toBe(200);
});
