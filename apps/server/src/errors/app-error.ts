import { errorCodes, type ErrorCode } from '@connect/contracts/errors/error-codes';
import type { FieldIssue } from '@connect/contracts/errors/error-envelope.schemas';

export type AppErrorDetails = {
  fields?: FieldIssue[];
  legacyCode?: number;
  retryAfterSeconds?: number;
};

/** The one error type services throw. The code decides the HTTP status; the message is user-facing. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: AppErrorDetails | undefined;

  constructor(code: ErrorCode, options: { message?: string; details?: AppErrorDetails; cause?: unknown } = {}) {
    super(options.message ?? errorCodes[code].message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = errorCodes[code].status;
    this.details = options.details;
  }
}

const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01', // admin_shutdown
  '57P03', // cannot_connect_now
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08006', // connection_failure
]);

function errorChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current && chain.length < 6) {
    chain.push(current);
    if (current instanceof AggregateError) chain.push(...current.errors);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

/**
 * Recognises a failure to reach the database anywhere in an error's cause chain and answers the legacy
 * code of spec 1 §8: 701 (could not connect) or 702 (network or instance error, server not found).
 */
export function databaseConnectionLegacyCode(error: unknown): 701 | 702 | undefined {
  for (const item of errorChain(error)) {
    if (!item || typeof item !== 'object') continue;
    const code = 'code' in item ? String((item as { code: unknown }).code) : '';
    const message = item instanceof Error ? item.message : '';
    if (code === 'ECONNREFUSED' || code === '57P03' || code === '08001') return 701;
    if (connectionErrorCodes.has(code)) return 702;
    if (/Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED/i.test(message)) return 701;
  }
  return undefined;
}
