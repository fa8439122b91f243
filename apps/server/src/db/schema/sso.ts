import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './identity';

/**
 * Single sign-on per customer company over OpenID Connect (issue #17, decision 093): the company's own identity
 * provider, its client (the secret sealed with the server's secret box), the permissions an account created at
 * first sign-in gets, and whether password sign-in is refused for the company's users.
 */
export const ssoConnections = pgTable('sso_connections', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  /** `sealSecret(SESSION_SECRET, 'sso-client-secret', …)`; never logged nor answered. */
  clientSecretSealed: text('client_secret_sealed').notNull(),
  defaultPermissions: text('default_permissions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  enabled: boolean('enabled').notNull().default(true),
  ssoRequired: boolean('sso_required').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** E-mail domain → company: one company per domain (the primary key), so the sign-in page can offer its SSO. */
export const ssoDomains = pgTable(
  'sso_domains',
  {
    domain: text('domain').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => ssoConnections.companyId, { onDelete: 'cascade' }),
  },
  (t) => [index('sso_domains_company_idx').on(t.companyId)],
);

/** A started sign-in: looked up by the state's hash, bound to the browser by a cookie, spent once. */
export const ssoLogins = pgTable(
  'sso_logins',
  {
    stateHash: text('state_hash').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sso_logins_expires_idx').on(t.expiresAt)],
);
