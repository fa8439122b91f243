import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

/**
 * Rate limits count what is abused, per who abuses it (decision 028): the API per signed-in user, anonymous calls
 * per client address, sign-in and mail-sending calls per account and per address, refresh per session. Static
 * files and the HTML page are never counted. Each rule keeps its own counter (shared through Redis when
 * REDIS_URL is set), and a route may have several rules: a request is refused when any of them is spent.
 */

/** Whose requests one counter adds up. A key function returning `undefined` leaves the request uncounted. */
export type LimitKey =
  'caller' | 'address' | 'account' | ((request: FastifyRequest) => string | undefined | Promise<string | undefined>);

export type RouteLimit = {
  max: number;
  timeWindow: string | number;
  /** Whose requests it counts: `caller` (the signed-in user, else the client address) unless said otherwise. */
  per?: LimitKey;
};

/** A route's limits: `false` for none; without any, the API's limit per caller applies. */
export type RouteLimits = false | RouteLimit | readonly RouteLimit[];

/** IPv6 clients are counted per /56, the block one customer line usually gets. */
const ipv6Subnet = 56;

export function addressKey(request: FastifyRequest): string {
  return `ip:${normalizeIP(request.ip, ipv6Subnet)}`;
}

/** The real person behind a request: the actor while impersonating (an admin's budget, not the customer's). */
export function callerKey(request: FastifyRequest): string {
  const auth = request.ctx?.auth;
  return auth ? `user:${auth.actor.userId}` : addressKey(request);
}

/** The account a sign-in, reset or invite call names (its e-mail, case-folded); none when the body has none. */
export function accountKey(request: FastifyRequest): string | undefined {
  const body = request.body;
  if (!body || typeof body !== 'object') return undefined;
  const email = (body as Record<string, unknown>).email;
  if (typeof email !== 'string' || email.trim() === '') return undefined;
  return `account:${email.trim().toLowerCase().slice(0, 320)}`;
}

/** Signed-in callers only (anonymous requests are not counted by this rule). */
export function signedInKey(request: FastifyRequest): string | undefined {
  const auth = request.ctx?.auth;
  return auth ? `user:${auth.actor.userId}` : undefined;
}

/** Anonymous callers only, per address. */
export function anonymousKey(request: FastifyRequest): string | undefined {
  return request.ctx?.auth ? undefined : addressKey(request);
}

function keyOf(per: LimitKey, request: FastifyRequest): string | undefined | Promise<string | undefined> {
  if (per === 'caller') return callerKey(request);
  if (per === 'address') return addressKey(request);
  if (per === 'account') return accountKey(request);
  return per(request);
}

type Checker = (request: FastifyRequest) => Promise<{ exceeded: boolean; retryAfterSeconds: number }>;

/**
 * The counters of one app, by rule id: routes that name the same rule (the API's budget per caller) share one
 * counter, in memory or in Redis.
 */
export type LimitRegistry = { checker: (ruleId: string, limit: RouteLimit) => Checker };

export function createLimitRegistry(app: FastifyInstance): LimitRegistry {
  const checkers = new Map<string, Checker>();
  return {
    checker(ruleId, limit) {
      const existing = checkers.get(ruleId);
      if (existing) return existing;
      const per = limit.per ?? 'caller';
      // The key is computed once per request and handed to the store through keyGenerator.
      const keys = new WeakMap<FastifyRequest, string>();
      const check = app.createRateLimit({
        max: limit.max,
        timeWindow: limit.timeWindow,
        keyGenerator: (request) => keys.get(request) ?? `${ruleId}|${addressKey(request)}`,
      });
      const checker: Checker = async (request) => {
        const key = await keyOf(per, request);
        if (key === undefined) return { exceeded: false, retryAfterSeconds: 0 };
        keys.set(request, `${ruleId}|${key}`);
        const result = await check(request);
        if (result.isAllowed) return { exceeded: false, retryAfterSeconds: 0 };
        return { exceeded: result.isExceeded, retryAfterSeconds: Math.max(1, result.ttlInSeconds) };
      };
      checkers.set(ruleId, checker);
      return checker;
    },
  };
}

export function normalizeLimits(limits: RouteLimits): RouteLimit[] {
  if (limits === false) return [];
  return Array.isArray(limits) ? [...limits] : [limits as RouteLimit];
}

/**
 * The hook that applies a route's limits. It runs before validation (a malformed request counts too) and after
 * the caller is known. `ruleId` names the counters: the API's shared budget uses one id for every route.
 */
export function limitsHook(
  registry: LimitRegistry,
  rules: { id: string; limit: RouteLimit }[],
  message: string | undefined,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const checkers = rules.map((rule) => registry.checker(rule.id, rule.limit));
  return async (request, reply) => {
    let retryAfterSeconds = 0;
    for (const checker of checkers) {
      const result = await checker(request);
      if (result.exceeded) retryAfterSeconds = Math.max(retryAfterSeconds, result.retryAfterSeconds);
    }
    if (retryAfterSeconds > 0) {
      reply.header('retry-after', String(retryAfterSeconds));
      throw new AppError('RATE_LIMITED', { ...(message ? { message } : {}), details: { retryAfterSeconds } });
    }
  };
}
