import { createRequire } from 'node:module';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { productName, productVersion } from '@connect/domain/portal/portal-constants';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const require = createRequire(import.meta.url);
const swaggerCsp = require('@fastify/swagger-ui/static/csp.json') as { script: string[]; style: string[] };

/** OpenAPI 3.1 generated from the route schemas, at /api/openapi.json; the reference UI, offline, at /api/docs. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${productName} API`,
        version: productVersion.replace(/^v/, ''),
        description:
          'The API of the Connect customer portal. Errors share one envelope: `{ "error": { "code", "message", "details" } }`.',
      },
      servers: [{ url: app.config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          impersonation: { type: 'apiKey', in: 'header', name: 'x-req-imp' },
          guestKey: { type: 'apiKey', in: 'header', name: 'x-req-key' },
          integrationKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        },
      },
      tags: [
        { name: 'Start-up', description: 'Configuration and UI strings loaded before the portal renders' },
        { name: 'Reference data', description: 'Countries, ports, carriers and the lists of spec 2 §3' },
        { name: 'Operations', description: 'Liveness and readiness probes' },
        {
          name: 'Shipments',
          description: 'Shipment list, details, documents and global search of the selected company',
        },
        { name: 'Tracking', description: 'Public tracking by house bill, master bill or container number (no login)' },
        {
          name: 'Integration',
          description:
            "The forwarder's operating system feeds shipments and milestones with an API key (header x-api-key) made on /u/admin",
        },
        { name: 'Identity', description: 'Sign-in, sessions, invitations and passwords' },
        { name: 'Profile', description: "The signed-in user's profile, companies and claims" },
        { name: 'Impersonation', description: 'Staff acting as a customer' },
        { name: 'Administration', description: 'User management and the mail outbox (admins)' },
        { name: 'Support', description: 'Support centre tickets' },
        { name: 'Grid', description: "Each user's grid settings and grid exports" },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());

  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null, deepLinking: true, url: '/api/openapi.json' },
    staticCSP: [
      "default-src 'self'",
      "base-uri 'self'",
      "font-src 'self' data:",
      "frame-ancestors 'none'",
      "img-src 'self' data:",
      "object-src 'none'",
      `script-src 'self' ${swaggerCsp.script.join(' ')}`,
      "script-src-attr 'none'",
      `style-src 'self' 'unsafe-inline'`,
      "connect-src 'self'",
    ].join('; '),
  });
});
