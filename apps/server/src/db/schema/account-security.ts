import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, ts } from './columns';
import { users } from './identity';

/**
 * A user's second factors (spec 1 §4; issue #16): a phone for text-message codes, an authenticator app
 * (TOTP, the secret sealed with the server's key, never stored in the clear) or a passkey (WebAuthn public
 * key). A factor is usable once `confirmedAt` is set; an unconfirmed one is an enrolment in progress.
 */
export const mfaFactors = pgTable(
  'mfa_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['phone', 'totp', 'passkey'] }).notNull(),
    label: text('label').notNull().default(''),
    phoneNumber: text('phone_number'),
    secretSealed: text('secret_sealed'),
    credentialId: text('credential_id'),
    publicKey: bytea('public_key'),
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    confirmedAt: ts('confirmed_at'),
    lastUsedAt: ts('last_used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('mfa_factors_user_idx').on(t.userId), uniqueIndex('mfa_factors_credential_key').on(t.credentialId)],
);

/** One-time recovery codes: only a hash is kept; a used code is marked, never reused. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)],
);

/**
 * A multi-step flow in progress (sign-in with a second factor, enrolling or removing one). The client holds
 * an opaque token (only its hash is here); each step records what has been proven. Codes are single use and
 * attempts are counted; the flow ends at `expiresAt`.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['sign-in', 'sign-in-enroll', 'enroll', 'disable'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    factorId: uuid('factor_id').references(() => mfaFactors.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash'),
    codeSentAt: ts('code_sent_at'),
    webauthnChallenge: text('webauthn_challenge'),
    attempts: integer('attempts').notNull().default(0),
    passwordVerifiedAt: ts('password_verified_at'),
    humanCheckedAt: ts('human_checked_at'),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mfa_challenges_token_key').on(t.tokenHash), index('mfa_challenges_user_idx').on(t.userId)],
);

/** Text messages: kept here (the default, read by admins like the mail outbox) or sent through the gateway. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    transport: text('transport', { enum: ['outbox', 'http'] }).notNull(),
    status: text('status', { enum: ['stored', 'sent', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_created_idx').on(t.createdAt)],
);

/** Solved human checks, so one solution is accepted once (kept until the check would have expired). */
export const humanChecksSpent = pgTable('human_checks_spent', {
  signature: text('signature').primaryKey(),
  expiresAt: ts('expires_at').notNull(),
});

/** A change of sign-in e-mail: done when both the old and the new address have confirmed it. */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    oldTokenHash: text('old_token_hash').notNull(),
    newTokenHash: text('new_token_hash').notNull(),
    oldConfirmedAt: ts('old_confirmed_at'),
    newConfirmedAt: ts('new_confirmed_at'),
    completedAt: ts('completed_at'),
    cancelledAt: ts('cancelled_at'),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_changes_old_token_key').on(t.oldTokenHash),
    uniqueIndex('email_changes_new_token_key').on(t.newTokenHash),
    index('email_changes_user_idx').on(t.userId),
  ],
);
