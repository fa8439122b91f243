import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { companies, memberships, users } from '../../src/db/schema/identity';
import { demoPassword } from '../../src/db/seed/demo-data';
import { hashPassword } from '../../src/modules/auth/passwords.service';
import { signIn, type SignedIn } from '../auth-helpers';

/**
 * Data builders for route tests: rows a test needs beside the seeded demo data, with sensible defaults and
 * unique codes and e-mails, so a test states only what it is about. Built users sign in with the demo password.
 */

export type BuiltCompany = { id: string; code: string; name: string };
export type BuiltUser = { id: string; email: string; password: string; companyCodes: string[] };

const suffix = () => randomBytes(3).toString('hex').toUpperCase();

/** The id of a company by code (a seeded one such as LSCOMP, or one built here). */
export async function companyIdOf(db: Database, code: string): Promise<string> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.code, code));
  if (!row) throw new Error(`no company ${code}`);
  return row.id;
}

/** A customer company with a unique code (override any column). */
export async function buildCompany(
  db: Database,
  overrides: Partial<typeof companies.$inferInsert> = {},
): Promise<BuiltCompany> {
  const code = overrides.code ?? `TST${suffix()}`;
  const [row] = await db
    .insert(companies)
    .values({ name: `Test Company ${code}`, countryCode: 'US', city: 'Dallas', ...overrides, code })
    .returning({ id: companies.id, code: companies.code, name: companies.name });
  if (!row) throw new Error('company was not created');
  return row;
}

let passwordHash: Promise<string> | undefined;

/**
 * An active customer user, a member of `companyCode` (and any `otherCompanyCodes`) with `permissions` in each,
 * that company selected. The e-mail is unique unless given; the time zone is UTC unless given.
 */
export async function buildCustomerUser(
  db: Database,
  options: {
    companyCode: string;
    permissions: string[];
    otherCompanyCodes?: string[];
    email?: string;
    displayName?: string;
    /** The profile's time zone: a reference-list id ('Central Standard Time') or an IANA name; UTC when absent. */
    timeZone?: string;
  },
): Promise<BuiltUser> {
  const email = options.email ?? `user-${suffix().toLowerCase()}@test-builders.example`;
  const companyCodes = [options.companyCode, ...(options.otherCompanyCodes ?? [])];
  const companyIds = await Promise.all(companyCodes.map((code) => companyIdOf(db, code)));
  passwordHash ??= hashPassword(demoPassword);
  const [row] = await db
    .insert(users)
    .values({
      email,
      displayName: options.displayName ?? 'Test Customer',
      userType: 'CUSTOMER',
      status: 'active',
      passwordHash: await passwordHash,
      selectedCompanyId: companyIds[0] ?? null,
      ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    })
    .returning({ id: users.id });
  if (!row) throw new Error(`user ${email} was not created`);
  await db
    .insert(memberships)
    .values(companyIds.map((companyId) => ({ userId: row.id, companyId, permissions: [...options.permissions] })));
  return { id: row.id, email, password: demoPassword, companyCodes };
}

/** Signs a built user in through the login route (answers the session, bearer headers and refresh cookie). */
export async function signInAs(app: FastifyInstance, user: Pick<BuiltUser, 'email' | 'password'>): Promise<SignedIn> {
  return signIn(app, user.email, user.password);
}

/** The signed-in user picks `locale` in My Profile (as the language menu does); anything but 200 fails the test. */
export async function chooseLocale(app: FastifyInstance, session: SignedIn, locale: string): Promise<void> {
  const chose = await app.inject({
    method: 'POST',
    url: '/api/customer/user/profile',
    headers: session.headers,
    payload: { eventAlertNotifications: [], claims: [{ name: 'locale', value: locale }], applyToAll: false },
  });
  if (chose.statusCode !== 200) throw new Error(`choosing ${locale} answered ${chose.statusCode}: ${chose.body}`);
}
