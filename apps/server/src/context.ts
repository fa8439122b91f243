import type { AppConfig } from './config/env';
import type { Database } from './db/client';
import type { users } from './db/schema/identity';
import type { sessions } from './db/schema/sessions';
import type { PaymentProvider, SandboxTokenizer } from './ports/payment-provider';

/**
 * The context every service function receives, and who is calling. This module sits below every module: it
 * declares the caller types and the ports the context carries (mail, session cache); modules implement them.
 */

export type UserType = 'EMPLOYEE' | 'CUSTOMER';

export type CompanyMembership = { id: string; code: string; name: string; permissions: string[] };

/**
 * Who is calling, resolved from the access token and the session row on every request. While a staff
 * member impersonates a customer, `user` is the customer (whose companies and permissions apply) and
 * `actor` the staff member; otherwise both are the same person.
 */
export type Principal = {
  sessionId: string;
  /** How the session was proven: 'password', a second factor's kind, 'passkey' or 'sso' (decision 093). */
  signInMethod: string;
  actor: {
    userId: string;
    email: string;
    displayName: string;
    userType: UserType;
    isAdmin: boolean;
    /** The actor's own profile zone: the person reading the screen, also while impersonating (decision 027). */
    timeZone: string;
  };
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

/** A session as every request needs it: the row, its user, the user's memberships and company group. */
export type LiveSession = {
  session: typeof sessions.$inferSelect;
  user: typeof users.$inferSelect;
  companies: CompanyMembership[];
  companyGroupName: string | null;
};

/** The sessions loaded by recent requests, as services use them (modules/auth/session-cache.ts, decision 015). */
export type LiveSessionCache = {
  load(
    sessionId: string,
    load: () => Promise<{ value: LiveSession; userId: string } | undefined>,
  ): Promise<LiveSession | undefined>;
  update(sessionId: string, change: (value: LiveSession) => LiveSession): void;
  forgetSession(sessionId: string): void;
  forgetUser(userId: string): void;
};

export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
};
export type MailDelivery = { transport: 'outbox' | 'smtp'; status: 'stored' | 'sent' | 'failed'; error?: string };

/** Sends mail over SMTP when SMTP_URL is set; otherwise mail is only kept in the outbox table (modules/mail/mailer.ts). */
export type Mailer = {
  kind: 'outbox' | 'smtp';
  deliver: (message: MailMessage) => Promise<MailDelivery>;
  close: () => void;
};

export type PaymentsRuntime = {
  provider: PaymentProvider;
  /** The built-in sandbox; undefined when a real processor runs (its token routes then do not exist). */
  sandbox: SandboxTokenizer | undefined;
  /** The sandbox runs in production because PAYMENTS_SANDBOX_IN_PRODUCTION says so: every page says so too. */
  simulated: boolean;
  /** Where the provider posts its webhooks and the header its signature comes in. */
  webhook: { path: string; signatureHeader: string };
  /** The secret the provider's webhooks are signed with (tests sign replays and forgeries with it). */
  webhookSecret: string;
  /** Stripe only: the publishable key and the Stripe.js URL the web form loads (decision 057). */
  browser?: { publishableKey: string; scriptUrl: string } | undefined;
};

/** A realtime message to every open socket of a user (`msgToClient`, spec 1 §7). */
export type PushMessage = { type: string; title?: string; body?: string; data?: Record<string, unknown> };

/** The API key an integration route was called with (`x-api-key`), never the key itself. */
export type IntegrationCaller = { keyId: string; name: string };

/** What every service function receives: the database, the request id and, when signed in, the caller. */
export type ServiceContext = {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  requestId: string;
  auth?: Principal;
  clientKey?: string;
  /** The client's address (as `TRUST_PROXY` decides), kept with a session for "Your sessions". */
  clientAddress?: string;
  userAgent?: string;
  /** The guest session token (`x-req-key`) of a guest route, checked by the billing guest service. */
  guestKey?: string;
  /** The API key of an integration route, checked before validation. */
  integration?: IntegrationCaller;
  /** Sends a realtime message to a user; absent where no socket server runs (CLI, seed). */
  push?: (userId: string, message: PushMessage) => void;
  /** The payment provider (the built-in sandbox by default); absent in the CLI and seed. */
  payments?: PaymentsRuntime;
  /** Sessions loaded by recent requests (decision 015); absent in the CLI and seed, which read every time. */
  sessionCache?: LiveSessionCache;
};

/** The caller of a public route: anyone; a valid token is still read, so `auth` may be there. */
export type PublicContext = ServiceContext;

/** The caller of a signedIn, staff or admin route: the auth plugin has resolved a live session. */
export type SignedInContext = ServiceContext & { auth: Principal };

/** The caller of a guest route: a guest session token (maybe absent or wrong: the guest service decides). */
export type GuestContext = ServiceContext & { guestKey: string | undefined };

/** The caller of an integration route: the forwarder's system with a valid API key; no user. */
export type IntegrationContext = ServiceContext & { integration: IntegrationCaller };

/** The caller's company codes: the tenant scope every tenant repository call takes. */
export function companyScope(ctx: SignedInContext): string[] {
  return ctx.auth.companies.map((c) => c.code);
}
