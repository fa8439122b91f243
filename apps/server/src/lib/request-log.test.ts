import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../app';
import { loadConfig } from '../config/env';
import { testEnv } from '../../test/test-app';
import { OneLinePerRequest, usesPrettyLogs } from './request-log';

// Decision 062: development logs for a person (pino-pretty, one line a request); production and tests stay JSON.

describe('request log lines', () => {
  it('leaves one entry per request in development: method, path without the query, status, time', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
      logController: new OneLinePerRequest(),
    });
    app.get('/things/:id', async () => ({ ok: true }));
    app.get('/broken', async () => {
      throw new Error('boom');
    });
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/things/42?email=a@b.example' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/nowhere' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500);
    await app.close();
    const messages = lines.map((line) => JSON.parse(line) as { msg: string; level: number });
    const requestLines = messages.filter((m) => /^GET \//.test(m.msg));
    expect(requestLines.map((m) => m.msg.replace(/ \d+ ms$/, ' N ms'))).toEqual([
      'GET /things/42 200 N ms',
      'GET /nowhere 404 N ms',
      'GET /broken 500 N ms',
    ]);
    expect(requestLines[2]?.level).toBe(50);
    expect(messages.some((m) => m.msg === 'incoming request' || m.msg === 'request completed')).toBe(false);
    expect(lines.join('\n')).not.toContain('a@b.example');
  });

  it('pretty-prints only in development; production and tests log JSON', () => {
    expect(usesPrettyLogs('development')).toBe(true);
    expect(usesPrettyLogs('production')).toBe(false);
    expect(usesPrettyLogs('test')).toBe(false);
    const options = (env: Record<string, string>) =>
      loggerOptions(loadConfig(testEnv(env))) as { transport?: { target: string } };
    expect(options({ NODE_ENV: 'development' }).transport?.target).toBe('pino-pretty');
    expect(options({ NODE_ENV: 'test' }).transport).toBeUndefined();
    expect(
      options({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_0123456789abcdef',
        STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_0123456789abcdef',
      }).transport,
    ).toBeUndefined();
  });
});
