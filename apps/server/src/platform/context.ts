import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/connection';
import type { SmsAdapter } from './adapters/sms';

/**
 * What the whole server shares: configuration, the database and the outside-world adapters. A module that
 * needs a port of its own adds it from its own folder (`declare module '.../platform/context'`), as Fastify's
 * decorators do, so the platform names no module; `app.ts` fills them in.
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  tokenSecret: string;
  sms: SmsAdapter;
  log: FastifyBaseLogger;
}

/** Who is calling and what they may see. Built once per request by the access layer. */
export type Access = {
  sessionId: number;
  userId: number;
  username: string;
  level: 'platform' | 'company' | 'park';
  /** The user's own company (null for platform users). */
  companyId: number | null;
  /** The company the user is working for now; null means all (platform users only). */
  activeCompanyId: number | null;
  /** Companies the user may work for; 'all' for platform users. */
  companies: number[] | 'all';
  /** Parks the user is limited to; null when not limited. */
  parkIds: number[] | null;
  /** The merchant a merchant's user works for: they see and write that merchant's rows only. */
  sellerId?: number | null;
  roles: string[];
  permissions: Set<string> | 'all';
};
