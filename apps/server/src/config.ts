import { join, resolve } from 'node:path';
import { z } from 'zod';
import { serverRoot } from './platform/server-root';

const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** The payment channels this build has: the offline sandbox, WeChat Pay (API v3) and Alipay (RSA2). */
const payChannels = ['sandbox', 'wechat', 'alipay'] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  TOKEN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  CLIENT_ID: z.string().min(1).default('console'),
  CLIENT_SECRET: z.string().min(8, 'must be at least 8 characters').default('console-secret'),
  LOG_LEVEL: z.enum(levels).default('info'),
  TIME_ZONE: z.string().default('Asia/Shanghai'),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(60).default(30000),
  REFRESH_TOKEN_TTL: z.coerce.number().int().min(60).default(604800),
  PUBLIC_BASE_URL: z.string().url().default('http://localhost:8080'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  DEMO_CAMERAS: z.enum(['true', 'false']).default('true'),
  WEB_DIST: z.string().optional(),
  API_LOG: z.enum(['all', 'writes', 'off']).default('writes'),
  MAP_TILE_URL: z
    .string()
    .regex(
      /^(https?:\/\/|\/)(?=.*\{z\})(?=.*\{x\})(?=.*\{y\})/,
      'must be an http(s) address or a path with {z}, {x} and {y}',
    )
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().max(500).optional(),
  GATE_REPEAT_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  GATE_FUZZY_MATCH: z.enum(['true', 'false']).default('true'),
  GATE_CLOCK_SKEW_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  PAY_GRACE_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
  PAY_CALLBACK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  DERATE_CODE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PAY_CHANNEL: z.enum(payChannels).optional(),
  PAY_SANDBOX_AUTOPAY: z.enum(['true', 'false']).default('false'),
  PAY_ADVANCE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  NODE_ENV: z.string().optional(),
  GATE_IMAGE_MAX_KB: z.coerce.number().int().min(1).max(4096).default(512),
  EXPORT_BACKGROUND_ROWS: z.coerce.number().int().min(1).default(100_000),
  MQTT_PORT: z.union([z.literal('off'), z.coerce.number().int().min(0).max(65535)]).default(1884),
  MQTT_URL: z
    .string()
    .regex(/^(mqtts?|wss?|tcp|ssl):\/\//, 'must start with mqtt://, mqtts://, ws:// or wss://')
    .optional(),
  MQTT_USERNAME: z.string().optional(),
  MQTT_PASSWORD: z.string().optional(),
  LIST_COUNT_LIMIT: z.coerce.number().int().min(1).default(10_000),
  DEVICE_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DEVICE_OFFLINE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(35),
  OUTBOX_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  OUTBOX_TRIES: z.coerce.number().int().min(1).max(100).default(12),
  OUTBOX_SPAN_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  EINVOICE_ADAPTER: z.enum(['sandbox', 'none']).default('sandbox'),
  ADVERT_ADAPTER: z.enum(['sandbox', 'none']).default('sandbox'),
  SETTLEMENT_FEE_BPS: z.coerce.number().int().min(0).max(10_000).default(60),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  tokenSecret: string | undefined;
  adminPassword: string | undefined;
  clientId: string;
  clientSecret: string;
  logLevel: (typeof levels)[number];
  timeZone: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  publicBaseUrl: string;
  seedDemo: boolean;
  /** With the demo data and the embedded broker, two simulated cameras run in the server's process. */
  demoCameras: boolean;
  webDist: string;
  /** Which calls the API log keeps: all, writes (changes, failures and slow calls) or off. */
  apiLog: 'all' | 'writes' | 'off';
  /** Map tiles for the park map, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png; none: markers only. */
  mapTileUrl: string | null;
  mapTileAttribution: string | null;
  /** A plate read again at the same gate within this many seconds gets the first answer and no new stay. */
  gateRepeatSeconds: number;
  /** At exit, a plate one character off an open stay's plate is taken as that stay's car. */
  gateFuzzyMatch: boolean;
  /** A read stamped more than this many seconds ahead of the server's clock is taken at the server's time. */
  gateClockSkewSeconds: number;
  /** After paying, the car may leave within this many minutes; later, the difference is charged. */
  payGraceMinutes: number;
  /** Key of the payment callbacks' signatures; derived from the token key when not set. */
  payCallbackSecret: string | undefined;
  /** Key signing merchants' discount codes (QR); derived from the token key when not set. */
  derateCodeSecret: string | undefined;
  /** The channel drivers pay through; the sandbox takes no money. */
  payChannel: (typeof payChannels)[number];
  /** The sandbox pays every payment as soon as it is started, without its confirmation page (tests, the demo). */
  paySandboxAutopay: boolean;
  /** Price asks (`stay/advance`) one address may send in the advance window; beyond, 429 until it ends. */
  payAdvanceLimit: number;
  /** NODE_ENV=production: the start refuses what only development may run with (see startRefusal). */
  production: boolean;
  /** Largest gate image accepted, in KiB. */
  gateImageMaxKb: number;
  /** An export of more rows than this is written in the background and downloaded when done. */
  exportBackgroundRows: number;
  /**
   * MQTT_PORT: the TCP port of the embedded MQTT broker devices connect to (default 1884, beside the usual
   * 1883 of a broker already on the machine); 0 takes a free port (tests); `off` starts no broker. It also
   * serves MQTT over WebSocket at /mqtt on the HTTP port. Null: off, or MQTT_URL is set.
   */
  mqttPort: number | null;
  /** MQTT_URL: an external broker (e.g. mqtt://127.0.0.1:1883, Mosquitto); then no broker is embedded. */
  mqttUrl: string | null;
  /** MQTT_USERNAME / MQTT_PASSWORD: the server's own sign-in at the external broker, when it asks for one. */
  mqttUsername: string | null;
  mqttPassword: string | null;
  /** A list counts its rows exactly up to this many past the page; beyond, its total says "more than". */
  listCountLimit: number;
  /** DEVICE_COMMAND_TIMEOUT_MS: how long a device has to answer a command before it is sent again or timed out. */
  deviceCommandTimeoutMs: number;
  /** DEVICE_OFFLINE_SECONDS: a device silent this long (three missed keep-alives) is offline. */
  deviceOfflineSeconds: number;
  /** An outgoing message's try is given up after this many milliseconds without an answer. */
  outboxTimeoutMs: number;
  /** Tries of an outgoing message before it becomes a dead letter. */
  outboxTries: number;
  /** The tries are spread over this many minutes, each wait longer than the one before. */
  outboxSpanMinutes: number;
  /** The e-invoice platforms' adapter; none: invoices cannot be issued. */
  einvoiceAdapter: 'sandbox' | 'none';
  /** The advertising platform's adapter; none: its calls answer that none is configured. */
  advertAdapter: 'sandbox' | 'none';
  /** The platform's service fee on a park's day of online takings net of refunds, in basis points (60 = 0.6%). */
  settlementFeeBps: number;
};

export const defaultAdminPassword = 'Parking@2026';
export const demoPassword = 'Demo@2026';

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const r = envSchema.safeParse(cleaned);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`configuration is not valid:\n${lines.join('\n')}`);
  }
  const e = r.data;
  return {
    port: e.PORT,
    host: e.HOST,
    // npm runs workspace scripts in the workspace folder; a relative path means the caller's folder
    dataDir: resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    tokenSecret: e.TOKEN_SECRET,
    adminPassword: e.ADMIN_PASSWORD,
    clientId: e.CLIENT_ID,
    clientSecret: e.CLIENT_SECRET,
    logLevel: e.LOG_LEVEL,
    timeZone: e.TIME_ZONE,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    publicBaseUrl: e.PUBLIC_BASE_URL,
    seedDemo: e.SEED_DEMO === 'true',
    demoCameras: e.DEMO_CAMERAS === 'true',
    webDist: resolve(e.WEB_DIST ?? join(serverRoot, '../web/dist')),
    apiLog: e.API_LOG,
    mapTileUrl: e.MAP_TILE_URL ?? null,
    mapTileAttribution: e.MAP_TILE_ATTRIBUTION ?? null,
    gateRepeatSeconds: e.GATE_REPEAT_SECONDS,
    gateFuzzyMatch: e.GATE_FUZZY_MATCH === 'true',
    gateClockSkewSeconds: e.GATE_CLOCK_SKEW_SECONDS,
    payGraceMinutes: e.PAY_GRACE_MINUTES,
    payCallbackSecret: e.PAY_CALLBACK_SECRET,
    derateCodeSecret: e.DERATE_CODE_SECRET,
    payChannel: e.PAY_CHANNEL ?? 'sandbox',
    paySandboxAutopay: e.PAY_SANDBOX_AUTOPAY === 'true',
    payAdvanceLimit: e.PAY_ADVANCE_LIMIT,
    production: e.NODE_ENV === 'production',
    gateImageMaxKb: e.GATE_IMAGE_MAX_KB,
    exportBackgroundRows: e.EXPORT_BACKGROUND_ROWS,
    mqttPort: e.MQTT_URL || e.MQTT_PORT === 'off' ? null : e.MQTT_PORT,
    mqttUrl: e.MQTT_URL ?? null,
    mqttUsername: e.MQTT_USERNAME ?? null,
    mqttPassword: e.MQTT_PASSWORD ?? null,
    listCountLimit: e.LIST_COUNT_LIMIT,
    deviceCommandTimeoutMs: e.DEVICE_COMMAND_TIMEOUT_MS,
    deviceOfflineSeconds: e.DEVICE_OFFLINE_SECONDS,
    outboxTimeoutMs: e.OUTBOX_TIMEOUT_MS,
    outboxTries: e.OUTBOX_TRIES,
    outboxSpanMinutes: e.OUTBOX_SPAN_MINUTES,
    einvoiceAdapter: e.EINVOICE_ADAPTER,
    advertAdapter: e.ADVERT_ADAPTER,
    settlementFeeBps: e.SETTLEMENT_FEE_BPS,
  };
}

/**
 * Why a server with this configuration may not start, or null. A production start may not take its payments
 * through the sandbox alone: it takes no money, and the payer's own confirmation counts as paid.
 */
export function startRefusal(config: Config): string | null {
  if (!config.production || config.payChannel !== 'sandbox') return null;
  return [
    '支付通道(PAY_CHANNEL): 生产环境(NODE_ENV=production)不能只用支付沙箱启动：沙箱不收钱，付款人自己确认即算已付。' +
      '请用 PAY_CHANNEL 指定真实支付通道（wechat 或 alipay，并在微信支付配置或支付宝配置中填写商户密钥）；' +
      '开发或演示请不要设置 NODE_ENV=production。',
    'Payment channel (PAY_CHANNEL): a production start (NODE_ENV=production) may not run with the payment sandbox ' +
      "as its only channel: the sandbox takes no money and the payer's own confirmation counts as paid. Give the " +
      'real channel with PAY_CHANNEL (wechat or alipay, with the merchant keys filled in on the WeChat Pay or Alipay ' +
      'settings page); for development or a demo, start without NODE_ENV=production.',
  ].join('\n');
}
