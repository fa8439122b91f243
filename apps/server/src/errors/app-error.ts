import { errorCodes, type ErrorCode } from '@connect/contracts/errors/error-codes';
import type { FieldIssue } from '@connect/contracts/errors/error-envelope.schemas';
import type { MfaSignInDetails } from '@connect/contracts/mfa/mfa-factor.schemas';
import {
  messageKeyOf,
  renderMessage,
  type MessageKey,
  type MessageParams,
} from '@connect/contracts/messages/message-keys';

export type AppErrorDetails = {
  fields?: FieldIssue[];
  legacyCode?: number;
  retryAfterSeconds?: number;
  mfa?: MfaSignInDetails;
};

/**
 * The one error type services throw. The code decides the HTTP status; the message is a key of the UI catalogue
 * with its parameters (decision 025), never an English sentence: the web app words it in the user's language and
 * `message` carries the en-US text for other clients. Without a key, the code's default text applies.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: AppErrorDetails | undefined;
  readonly messageKey: MessageKey | undefined;
  readonly params: MessageParams | undefined;

  constructor(
    code: ErrorCode,
    options: {
      messageKey?: MessageKey;
      params?: MessageParams;
      /** A text that comes from a shared rule (a contract's validator, a domain check): keyed when it is a catalogue text. */
      message?: string;
      details?: AppErrorDetails;
      cause?: unknown;
    } = {},
  ) {
    const text = options.messageKey ? renderMessage(options.messageKey, options.params) : options.message;
    super(text ?? errorCodes[code].message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = errorCodes[code].status;
    this.details = options.details;
    this.messageKey = options.messageKey ?? (options.message ? messageKeyOf(options.message) : undefined);
    this.params = options.params;
  }
}

/** A field's problem as a catalogue key (for `details.fields`). */
export function fieldIssue(path: string, messageKey: MessageKey, params?: MessageParams): FieldIssue {
  return { path, message: renderMessage(messageKey, params), messageKey, ...(params ? { params } : {}) };
}

/** A success answer's message: the key, its parameters and the en-US text (decision 025). */
export function said(
  messageKey: MessageKey,
  params?: MessageParams,
): { message: string; messageKey: MessageKey; params?: MessageParams } {
  return { message: renderMessage(messageKey, params), messageKey, ...(params ? { params } : {}) };
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
    if (/Connection terminated|connect ECONNREFUSED/i.test(message)) return 701;
  }
  return undefined;
}

const busyErrorCodes = new Set([
  '57014', // query_canceled: the server's statement_timeout (or a cancel) stopped the statement
  '53300', // too_many_connections
  '55P03', // lock_not_available: lock_timeout
]);

/**
 * Recognises an overloaded database rather than an unreachable one: the pool's wait for a free connection ran out
 * (pg-pool's 'timeout exceeded when trying to connect', raised only while every connection is busy) or the
 * server cancelled a statement at its timeout. Such requests answer 503 SERVICE_BUSY with a Retry-After, not 500.
 */
export function databaseBusy(error: unknown): boolean {
  for (const item of errorChain(error)) {
    if (!item || typeof item !== 'object') continue;
    const code = 'code' in item ? String((item as { code: unknown }).code) : '';
    const message = item instanceof Error ? item.message : '';
    if (busyErrorCodes.has(code)) return true;
    if (/^timeout exceeded when trying to connect$/i.test(message)) return true;
  }
  return false;
}

/** Seconds a client should wait before retrying a SERVICE_BUSY answer. */
export const busyRetryAfterSeconds = 5;
