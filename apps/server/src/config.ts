import { resolve } from 'node:path';
import { z } from 'zod';

const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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
  PAY_GRACE_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
  PAY_CALLBACK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  GATE_IMAGE_MAX_KB: z.coerce.number().int().min(1).max(4096).default(512),
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
  /** After paying, the car may leave within this many minutes; later, the difference is charged. */
  payGraceMinutes: number;
  /** Key of the payment callbacks' signatures; derived from the token key when not set. */
  payCallbackSecret: string | undefined;
  /** Largest gate image accepted, in KiB. */
  gateImageMaxKb: number;
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
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    apiLog: e.API_LOG,
    mapTileUrl: e.MAP_TILE_URL ?? null,
    mapTileAttribution: e.MAP_TILE_ATTRIBUTION ?? null,
    gateRepeatSeconds: e.GATE_REPEAT_SECONDS,
    gateFuzzyMatch: e.GATE_FUZZY_MATCH === 'true',
    payGraceMinutes: e.PAY_GRACE_MINUTES,
    payCallbackSecret: e.PAY_CALLBACK_SECRET,
    gateImageMaxKb: e.GATE_IMAGE_MAX_KB,
  };
}
