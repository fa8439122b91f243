import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Development logs for a person (decision 062): pino-pretty on one line per entry, and one entry per request
 * (`GET /api/shipments/123 200 12 ms`) instead of Fastify's "incoming request" and "request completed" objects.
 * Production and tests keep Fastify's JSON entries.
 */
export const prettyTransport = {
  target: 'pino-pretty',
  options: {
    singleLine: true,
    colorize: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,reqId',
  },
} as const;

export function usesPrettyLogs(nodeEnv: string): boolean {
  return nodeEnv === 'development';
}

/** The one line a request leaves in development: method, path without the query, status and time. */
export function requestLine(request: FastifyRequest, reply: FastifyReply): string {
  const path = request.url.split('?')[0] ?? '';
  return `${request.method} ${path} ${reply.statusCode} ${reply.elapsedTime.toFixed(0)} ms`;
}

/** Fastify's request log lines, one per request: nothing on arrival, the request line when answered. */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = requestLine(request, reply);
    if (error) reply.log.error({ err: error }, line);
    else if (reply.statusCode >= 500) reply.log.error(line);
    else reply.log.info(line);
  }
}
