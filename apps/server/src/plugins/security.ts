import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { PaymentsConfig } from '../config/payments-env';
import { createLimitRegistry } from '../lib/rate-limit';

/** Stripe's own hosts (decision 057): its script and frames, and its API that the script calls. */
const stripeScriptHosts = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const stripeFrameHosts = [...stripeScriptHosts, 'https://hooks.stripe.com'];
const stripeApiHost = 'https://api.stripe.com';

/**
 * What the Content-Security-Policy adds for the payment provider: nothing for the sandbox; with Stripe and a
 * publishable key, Stripe.js's hosts (and, when STRIPE_JS_URL points elsewhere, such as the journeys' local fake,
 * that origin for the script and its API calls).
 */
export function paymentCspSources(payments: PaymentsConfig | undefined): {
  script: string[];
  frame: string[];
  connect: string[];
} {
  if (payments?.provider !== 'stripe' || !payments.browser) return { script: [], frame: [], connect: [] };
  const origin = new URL(payments.browser.scriptUrl).origin;
  const own = origin === 'https://js.stripe.com';
  return {
    script: own ? stripeScriptHosts : [...stripeScriptHosts, origin],
    frame: own ? stripeFrameHosts : [...stripeFrameHosts, origin],
    connect: own ? [stripeApiHost] : [stripeApiHost, origin],
  };
}

/**
 * The Content-Security-Policy of every response. The HTML page adds a per-request nonce for the few style
 * elements the UI library writes (see plugins/web.ts); nothing may run inline script. `payments` adds the
 * provider's hosts when Stripe is configured (`paymentCspSources`).
 */
export function cspDirectives(styleNonces: readonly string[], payments?: PaymentsConfig): Record<string, string[]> {
  const provider = paymentCspSources(payments);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...provider.script],
    styleSrc: ["'self'", ...styleNonces.map((nonce) => `'nonce-${nonce}'`)],
    // React and the UI library set style attributes; attributes cannot run code.
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...provider.connect],
    workerSrc: ["'self'", 'blob:'],
    // The document viewer shows a PDF in the browser's own viewer: a frame of a blob: URL the app made itself.
    frameSrc: ["'self'", 'blob:', ...provider.frame],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    scriptSrcAttr: ["'none'"],
  };
}

export function cspHeader(styleNonces: readonly string[], payments?: PaymentsConfig): string {
  return Object.entries(cspDirectives(styleNonces, payments))
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Security headers with a strict Content-Security-Policy, and the rate-limit counters (shared through Redis when
 * REDIS_URL is set).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  // Helmet's middleware built once and run on every request. The Fastify wrapper (@fastify/helmet) built it again
  // for each request (its CSP directives parsed anew): about 40 µs a request, a tenth of a fast route's own cost
  // in the freight bench's profile (decision 099).
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives([], app.config.payments) },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: app.config.publicUrl.startsWith('https:') ? { maxAge: 31536000 } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });

  let redis: Redis | undefined;
  if (app.config.redisUrl) {
    redis = new Redis(app.config.redisUrl, {
      connectTimeout: 1000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: false,
    });
    redis.on('error', (error: Error) => app.log.warn({ err: { message: error.message } }, 'redis unavailable'));
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
  }
  // Nothing is limited by default: each API route declares its limits through defineRoute (lib/rate-limit.ts),
  // so static files and the HTML page are never counted.
  await app.register(rateLimit, {
    global: false,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'connect-rl:', skipOnError: true } : {}),
  });
  app.decorate('rateLimits', createLimitRegistry(app));
});
