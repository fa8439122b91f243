import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { checkDataDir } from './data-dir-check';
import { checkPaymentsEnv, paymentsConfigFrom, paymentsEnvShape, type PaymentsConfig } from './payments-env';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const urlWithProtocols = (protocols: readonly string[]) =>
  z
    .string()
    .url({ message: 'must be a URL' })
    .refine((value) => !URL.canParse(value) || protocols.includes(new URL(value).protocol), {
      message: `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    });

const wholeNumberBetween = (min: number, max: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(min, { message: `must be between ${min} and ${max}` })
    .max(max, { message: `must be between ${min} and ${max}` });

const proxyKeywords = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (proxyKeywords.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may tell the client's address in X-Forwarded-For (decision 028): off by default; a hop count, or
 * the proxies' addresses and ranges. Trusting everyone would let any caller choose the address it is limited by.
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (['false', '0', 'no', 'off'].includes(value.toLowerCase())) return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 10) ctx.addIssue({ code: 'custom', message: 'must be a hop count between 0 and 10' });
      return hops;
    }
    if (value.toLowerCase() === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: 'must name the proxy addresses or the hop count, not true (any caller could choose its address)',
      });
      return false;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (wrong.length > 0 || entries.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a hop count or addresses and ranges such as 10.0.0.0/8, loopback (${wrong.length} not understood)`,
      });
    }
    return entries;
  });

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: wholeNumberBetween(0, 65535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: urlWithProtocols(['http:', 'https:']).optional(),
    DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    REDIS_URL: urlWithProtocols(['redis:', 'rediss:']).optional(),
    SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']).optional(),
    // Text messages (second-factor codes): an HTTP gateway; without it they stay in the SMS outbox (not in production).
    SMS_GATEWAY_URL: urlWithProtocols(['http:', 'https:']).optional(),
    SMS_GATEWAY_TOKEN: z.string().min(8, { message: 'must be at least 8 characters' }).optional(),
    SMS_SENDER: z.string().min(1).max(11).default('Connect'),
    SESSION_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
    SEED_DEMO: booleanFlag.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().min(1).optional(),
    TRUST_PROXY: trustProxySetting.optional(),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1, { message: 'must be at least 1' }).default(300),
    PUBLIC_RATE_LIMIT_MAX: z.coerce.number().int().min(1, { message: 'must be at least 1' }).default(3000),
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1, { message: 'must be at least 1' }).default(20),
    TRACKING_RATE_LIMIT_MAX: z.coerce.number().int().min(1, { message: 'must be at least 1' }).default(60),
    SESSION_CACHE_MS: wholeNumberBetween(0, 5000).default(1000),
    JOBS_POLL_SECONDS: wholeNumberBetween(0, 86_400).default(60),
    PAYMENT_CLAIM_LEASE_SECONDS: wholeNumberBetween(1, 3600).default(120),
    // Bearer token that /metrics asks for (decision 061); without it /metrics is off in production.
    METRICS_TOKEN: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
    ...paymentsEnvShape,
    // Test-only: a short idle timeout and warning for the browser journeys (ignored unless NODE_ENV=test).
    TEST_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(28800).optional(),
    TEST_IDLE_WARNING_SECONDS: z.coerce.number().int().min(1).max(600).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required when NODE_ENV=production',
      });
    }
    checkPaymentsEnv(env, ctx);
  });

export type Env = z.infer<typeof envSchema>;

export type AppConfig = {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  database: { kind: 'embedded'; dataDir: string } | { kind: 'postgres'; url: string };
  dataDir: string;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  /**
   * Text messages: through the HTTP gateway when configured, else kept in the SMS outbox. In production without a
   * gateway the phone factor is not offered (authenticator apps and passkeys still are).
   */
  sms: { gatewayUrl: string | undefined; gatewayToken: string | undefined; sender: string };
  sessionSecret: string;
  seedDemo: boolean;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | undefined;
  /** Who may set the client address through X-Forwarded-For: nobody (false), a hop count or addresses/ranges. */
  trustProxy: false | number | string[];
  /** API requests per minute per signed-in user. */
  rateLimitMax: number;
  /** Anonymous API requests (start-up reads, unknown paths) per minute per client address. */
  publicRateLimitMax: number;
  /** Sign-in, reset and invite calls per minute per account (and five times as many per client address). */
  authRateLimitMax: number;
  /** Public tracking lookups per minute per client (enumeration guard). */
  trackingRateLimitMax: number;
  /** How long a loaded session may answer later requests before it is read again (decision 015); 0 = never. */
  sessionCacheMs: number;
  /** How often an instance looks for due background jobs (decision 034); 0 turns the runner off. */
  jobsPollSeconds: number;
  /**
   * How long a payment being processed is left to the instance that took it before a retry with the same
   * idempotency key may resume it (that instance may have died mid-way; decision 055).
   */
  paymentClaimLeaseSeconds: number;
  /** The payment provider (decision 026): the sandbox outside production, Stripe's API in production. */
  payments: PaymentsConfig;
  /** The bearer token /metrics asks for (decision 061); unset: open outside production, off in production. */
  metricsToken: string | undefined;
  /** Overrides of the idle timeout and warning, honoured only in tests. */
  idleOverride: { timeoutSeconds?: number; warningSeconds?: number };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Validates the environment; every problem names its variable. Values are never echoed. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const relevant = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(relevant);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`),
    );
  }
  return result.data;
}

/** In embedded mode without SESSION_SECRET a secret is generated once and kept in the data folder. */
function resolveSessionSecret(env: Env, dataDir: string): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = parseEnv(source);
  const dataDirProblem =
    !env.DATABASE_URL || !env.SESSION_SECRET
      ? checkDataDir(path.resolve(env.DATA_DIR), { embeddedDatabase: !env.DATABASE_URL })
      : undefined;
  if (dataDirProblem) throw new ConfigError([dataDirProblem]);
  const dataDir = path.resolve(env.DATA_DIR);
  const port = env.PORT;
  return {
    nodeEnv: env.NODE_ENV,
    port,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    database: env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'embedded', dataDir },
    dataDir,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    sms: { gatewayUrl: env.SMS_GATEWAY_URL, gatewayToken: env.SMS_GATEWAY_TOKEN, sender: env.SMS_SENDER },
    sessionSecret: resolveSessionSecret(env, dataDir),
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR,
    trustProxy: env.TRUST_PROXY ?? false,
    rateLimitMax: env.RATE_LIMIT_MAX,
    publicRateLimitMax: env.PUBLIC_RATE_LIMIT_MAX,
    authRateLimitMax: env.AUTH_RATE_LIMIT_MAX,
    trackingRateLimitMax: env.TRACKING_RATE_LIMIT_MAX,
    sessionCacheMs: env.SESSION_CACHE_MS,
    jobsPollSeconds: env.JOBS_POLL_SECONDS,
    paymentClaimLeaseSeconds: env.PAYMENT_CLAIM_LEASE_SECONDS,
    payments: paymentsConfigFrom(env),
    metricsToken: env.METRICS_TOKEN,
    idleOverride:
      env.NODE_ENV === 'test'
        ? { timeoutSeconds: env.TEST_IDLE_TIMEOUT_SECONDS, warningSeconds: env.TEST_IDLE_WARNING_SECONDS }
        : {},
  };
}
