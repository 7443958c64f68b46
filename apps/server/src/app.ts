import { createHmac, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { pickLang } from '@parking/domain';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/connection';
import { appSetting } from './db/internal-tables';
import { installDeviceBus } from './modules/devices/bus/install-device-bus';
import { chooseOutboundAdapters } from './modules/outbound/choose-adapters';
import { chooseInvoicing } from './modules/outbound/invoices/choose-einvoice';
import { channelNamed, choosePayments } from './modules/outbound/payments/choose-payments';
import { outboxSms } from './modules/outbound/sms/outbox-sms';
import { installApiLog } from './modules/system/api-log';
import { defaultGatePorts } from './modules/traffic/gate-ports';
import { SandboxPayments } from './modules/traffic/payments/sandbox-payment';
import { installConsoleConfig } from './platform/console-config';
import type { AppContext } from './platform/context';
import { failure } from './platform/envelope';
import { installErrorHandlers } from './platform/error-handler';
import { JobScheduler } from './platform/jobs';
import { forgetProcessCaches } from './platform/process-caches';
import { keepRawJson } from './platform/raw-body';
import { registerRoutes } from './platform/register-routes';
import type { AnyRoute } from './platform/route-table';
import { answerUnreadable, installSecurityHeaders } from './platform/security-headers';
import { uploadFileLimit } from './platform/uploads';
import { routeTable } from './routes';

export type App = { fastify: FastifyInstance; context: AppContext; routes: AnyRoute[]; jobs: JobScheduler };

/** The key that signs tokens: from TOKEN_SECRET, or made once and kept in the database. */
async function tokenSecretOf(config: Config, database: Database): Promise<string> {
  if (config.tokenSecret) return config.tokenSecret;
  const [row] = await database.db.select().from(appSetting).where(eq(appSetting.key, 'token_secret'));
  if (row) return String(row.value);
  const secret = randomBytes(32).toString('base64url');
  await database.db.insert(appSetting).values({ key: 'token_secret', value: secret }).onConflictDoNothing();
  const [again] = await database.db.select().from(appSetting).where(eq(appSetting.key, 'token_secret'));
  return String(again?.value ?? secret);
}

// a request's id in the log: unique within the server's life, told apart from other servers' by the prefix
const requestPrefix = randomBytes(3).toString('hex');
let requestSerial = 0;

export async function buildApp(config: Config, database: Database, opts: { logger?: boolean } = {}): Promise<App> {
  forgetProcessCaches();
  const fastify = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '***' },
          },
    genReqId: () => `${requestPrefix}${(++requestSerial).toString(36)}`,
    // Node answers what it cannot even read as a request (headers or address too long) before any route
    clientErrorHandler: answerUnreadable,
    bodyLimit: 5 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // a request the router cannot even read (a malformed URL) still answers the envelope
    frameworkErrors: (err, req, reply) => {
      const lang = pickLang(req.headers['accept-language']);
      (reply as unknown as FastifyReply)
        .status(400)
        .send(failure(400, lang === 'zh' ? `请求无效：${err.message}` : `bad request: ${err.message}`));
    },
  });
  const tokenSecret = await tokenSecretOf(config, database);
  const paySecret = config.payCallbackSecret ?? createHmac('sha256', tokenSecret).update('pay-callback').digest('hex');
  const payments = choosePayments(config, paySecret, () => context);
  if (payments instanceof SandboxPayments) {
    payments.deliver = async (notice, signature) => {
      await fastify.inject({
        method: 'POST',
        url: '/api/pay/callback/sandbox',
        headers: { 'x-pay-signature': signature },
        payload: notice,
      });
    };
  }
  const context: AppContext = {
    config,
    database,
    db: database.db,
    tokenSecret,
    sms: outboxSms(() => context),
    gatePorts: defaultGatePorts(config.timeZone),
    payments,
    paymentChannel: (name) => channelNamed(context, name),
    paySecret,
    outbound: chooseOutboundAdapters(config),
    invoicing: chooseInvoicing(config),
    log: fastify.log,
    deviceBus: null,
    deviceFeed: null,
  };
  // the routes validate their input themselves, in the caller's language
  fastify.setValidatorCompiler(() => (data) => ({ value: data }));
  keepRawJson(fastify, '/api/pay/callback/');
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  installErrorHandlers(fastify);
  installSecurityHeaders(fastify, config);
  // uploads (spreadsheet imports) are read by the route that takes them, one file of bounded size
  await fastify.register(fastifyMultipart, {
    limits: { fileSize: uploadFileLimit, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
  await fastify.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Parking back office API',
        version: '0.1.0',
        description:
          'Every answer is { code, success, msg, data }; lists answer data = { total, data, current, size }.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          device: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Device <code>:<key>' },
        },
      },
    },
  });
  await fastify.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  const routes = routeTable();
  registerRoutes(fastify, context, routes);
  installApiLog(fastify, context);
  // scheduled jobs run while the server listens; tests start and stop them themselves
  const jobs = new JobScheduler(context);
  fastify.addHook('onListen', () => jobs.start());
  fastify.addHook('onClose', () => jobs.stop());
  installDeviceBus(fastify, context);

  const webIndex = join(config.webDist, 'index.html');
  const hasWeb = existsSync(webIndex);
  if (hasWeb) await fastify.register(fastifyStatic, { root: config.webDist, wildcard: false, index: false });
  fastify.get('/healthz', async () => ({ ok: true }));
  installConsoleConfig(fastify, config);
  fastify.setNotFoundHandler((req, reply) => {
    const lang = pickLang(req.headers['accept-language']);
    if (req.method === 'GET' && hasWeb && !req.url.startsWith('/api/')) return reply.sendFile('index.html');
    const msg = {
      zh: `接口不存在：${req.method} ${req.url.split('?')[0]}`,
      en: `no such call: ${req.method} ${req.url.split('?')[0]}`,
    };
    return reply.status(404).send(failure(404, msg[lang]));
  });
  return { fastify, context, routes, jobs };
}
