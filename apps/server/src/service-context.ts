import type { AppConfig } from './config/env';
import type { Database } from './db/client';
import { AppError } from './errors/app-error';
import type { LiveSession } from './modules/auth/live-session.service';
import type { SessionCache } from './modules/auth/session-cache';
import type { Mailer } from './modules/mail/mailer';
import type { PaymentProvider } from './modules/payments/provider/provider';
import type { SandboxProvider } from './modules/payments/provider/sandbox-provider';

export type UserType = 'EMPLOYEE' | 'CUSTOMER';

export type CompanyMembership = { id: string; code: string; name: string; permissions: string[] };

/**
 * Who is calling, resolved from the access token and the session row on every request. While a staff
 * member impersonates a customer, `user` is the customer (whose companies and permissions apply) and
 * `actor` the staff member; otherwise both are the same person.
 */
export type Principal = {
  sessionId: string;
  actor: { userId: string; email: string; displayName: string; userType: UserType; isAdmin: boolean };
  user: {
    userId: string;
    email: string;
    displayName: string;
    userType: UserType;
    isAdmin: boolean;
    companyGroupId: string | null;
    companyGroupName: string | null;
    locale: string;
    timeZone: string;
    inactivityTimeoutSeconds: number;
    personId: string | null;
  };
  impersonation: { id: string; expiresAt: Date } | null;
  companies: CompanyMembership[];
  selectedCompany: CompanyMembership | null;
  /** The claim list of spec 1 §6: the selected company's permission keys, plus inoutOrderCreation_{code}. */
  permissions: string[];
};

/** What every service function receives: the database, the request id and, when signed in, the caller. */
/** A realtime message to every open socket of a user (`msgToClient`, spec 1 §7). */
export type PushMessage = { type: string; title?: string; body?: string; data?: Record<string, unknown> };

export type ServiceContext = {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  requestId: string;
  auth?: Principal;
  clientKey?: string;
  userAgent?: string;
  /** Sends a realtime message to a user; absent where no socket server runs (CLI, seed). */
  push?: (userId: string, message: PushMessage) => void;
  /** The payment provider (the built-in sandbox by default); absent in the CLI and seed. */
  payments?: PaymentsRuntime;
  /** Sessions loaded by recent requests (decision 015); absent in the CLI and seed, which read every time. */
  sessionCache?: SessionCache<LiveSession>;
};

export type PaymentsRuntime = {
  provider: PaymentProvider;
  sandbox: SandboxProvider | undefined;
  /** The secret the sandbox signs its webhooks with (tests sign replays and forgeries with it). */
  webhookSecret: string;
};

export type AuthenticatedContext = ServiceContext & { auth: Principal };

/** The caller's company codes: the tenant scope every tenant repository call takes. */
export function companyScope(ctx: AuthenticatedContext): string[] {
  return ctx.auth.companies.map((c) => c.code);
}

/** The context of a route declared authenticated, staff or admin: the auth plugin has resolved the caller. */
export function authenticated(ctx: ServiceContext): AuthenticatedContext {
  if (!ctx.auth) throw new AppError('UNAUTHENTICATED');
  return ctx as AuthenticatedContext;
}
