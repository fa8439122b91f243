import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { anonymousKey, limitsHook } from '../lib/rate-limit';
import { sendError } from './errors';
import { cspHeader } from './security';

/** Set to true by the server's build (apps/server/build.mjs): the code then runs from apps/server/dist/main.js. */
declare const __SERVER_COMPILED__: boolean | undefined;
const compiled = typeof __SERVER_COMPILED__ !== 'undefined' && __SERVER_COMPILED__;
const defaultDist = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  compiled ? '../../web/dist' : '../../../web/dist',
);

/** Serves the built web app with SPA fallback; unknown /api paths answer a JSON 404. */
export const webPlugin = fp(async (app: FastifyInstance) => {
  const distDir = app.config.webDistDir ? path.resolve(app.config.webDistDir) : defaultDist;
  const indexFile = path.join(distDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (!hasWeb) app.log.warn(`web app not built (${indexFile} missing): run "npm run build"`);
  const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : '';

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build writes a brotli and a gzip copy beside each text asset (decision 041); the request's
      // Accept-Encoding picks one, with `Vary: accept-encoding`.
      preCompressed: true,
      // Hashed assets never change.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  const sendIndex = (reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64');
    return (
      reply
        .code(200)
        .header('content-security-policy', cspHeader([nonce], app.config.payments))
        // Revalidated on every load (decision 041): never served from a cache without asking, but allowed in the
        // back/forward cache. No ETag: the nonce makes every answer different.
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml.replaceAll('__CSP_NONCE__', nonce))
    );
  };

  // Unknown API paths count against the anonymous budget (probing); the HTML page is never limited.
  const probeLimit = limitsHook(
    app.rateLimits,
    [{ id: 'api-anonymous', limit: { max: app.config.publicRateLimitMax, timeWindow: '1 minute', per: anonymousKey } }],
    undefined,
  );
  const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');
  const limitApiProbes = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url.split('?')[0] ?? '/')) await probeLimit(request, reply);
  };

  app.setNotFoundHandler({ preHandler: limitApiProbes }, (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = isApiPath(url);
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) return sendIndex(reply);
    return sendError(reply, request, 'ROUTE_NOT_FOUND', { message: `No route ${request.method} ${url}` });
  });
});
