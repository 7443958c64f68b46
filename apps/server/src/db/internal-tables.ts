import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A signed-in session. Tokens are stored only as keyed hashes. */
export const authSession = pgTable(
  'auth_session',
  {
    id: id(),
    accessHash: varchar('access_hash', { length: 64 }).notNull().unique(),
    refreshHash: varchar('refresh_hash', { length: 64 }).notNull().unique(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    clientId: varchar('client_id', { length: 60 }).notNull(),
    activeCompanyId: bigint('active_company_id', { mode: 'number' }),
    accessExpiresAt: at('access_expires_at').notNull(),
    refreshExpiresAt: at('refresh_expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [index('auth_session_user_idx').on(t.userId)],
);

/** Failed sign-ins, by account and by address, for throttling. */
export const loginFailure = pgTable(
  'login_failure',
  {
    id: id(),
    key: varchar('key', { length: 120 }).notNull(),
    failedAt: at('failed_at').notNull().defaultNow(),
  },
  (t) => [index('login_failure_key_idx').on(t.key, t.failedAt)],
);

/** Verification codes sent by SMS for phone sign-in. */
export const smsCode = pgTable(
  'sms_code',
  {
    id: id(),
    phone: varchar('phone', { length: 20 }).notNull(),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('sms_code_phone_idx').on(t.phone, t.purpose)],
);

/** Every message the SMS adapter was asked to send (the sandbox adapter only records). */
export const smsOutbox = pgTable('sms_outbox', {
  id: id(),
  phone: varchar('phone', { length: 20 }).notNull(),
  content: text('content').notNull(),
  adapter: varchar('adapter', { length: 20 }).notNull(),
  status: varchar('status', { length: 20 }).notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const userRole = pgTable(
  'user_role',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_role_role_idx').on(t.roleId)],
);

export const roleMenu = pgTable(
  'role_menu',
  {
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
    menuId: bigint('menu_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

export const topMenuMenu = pgTable(
  'top_menu_menu',
  {
    topMenuId: bigint('top_menu_id', { mode: 'number' }).notNull(),
    menuId: bigint('menu_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.topMenuId, t.menuId] })],
);

/** Companies a user may work for beyond their own (and its subsidiaries). */
export const userCompanyGrant = pgTable(
  'user_company_grant',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
);

/** Parks a user is limited to; a user with none sees every park of the company. */
export const userParkGrant = pgTable(
  'user_park_grant',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    parkId: bigint('park_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.parkId] })],
);

/** Counters and settings the server keeps for itself. */
export const appSetting = pgTable('app_setting', {
  key: varchar('key', { length: 80 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: at('updated_at').notNull().default(sql`now()`),
});

/**
 * Answers of calls sent with an Idempotency-Key header, kept with the change they made (same
 * transaction), so a retried call answers the same without applying twice.
 */
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    key: varchar('key', { length: 120 }).notNull(),
    path: varchar('path', { length: 300 }).notNull(),
    answer: jsonb('answer'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_key_created_idx').on(t.createdAt)],
);

/** The PDF of an issued invoice, as the e-invoice platform delivered it, one per application. */
export const invoiceDocument = pgTable('invoice_document', {
  applyFormId: bigint('apply_form_id', { mode: 'number' }).primaryKey(),
  companyId: bigint('company_id', { mode: 'number' }),
  invoiceNo: varchar('invoice_no', { length: 30 }).notNull(),
  pdfBase64: text('pdf_base64').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const internalTables = {
  authSession,
  loginFailure,
  smsCode,
  smsOutbox,
  userRole,
  roleMenu,
  topMenuMenu,
  userCompanyGrant,
  userParkGrant,
  appSetting,
  idempotencyKey,
  invoiceDocument,
};
