import { databaseLegacyCodes } from '@connect/contracts/errors/error-codes';
import { messages } from '@connect/contracts/errors/messages';
import { messageText } from './message-text';

export type ErrorTextInput = {
  status: number;
  statusText?: string;
  body?: unknown;
};

export type ErrorText = {
  text: string;
  /** The caller should end the session (401, or a configured logout code in the message). */
  logout: boolean;
};

/** Messages that, when a server sends them, mean the session is over (spec 1 §8). */
export const logoutCodes = ['auth/id-token-expired', 'SESSION_ENDED'] as const;

type Envelope = {
  code?: unknown;
  message?: unknown;
  messageKey?: unknown;
  params?: unknown;
  details?: { legacyCode?: unknown };
};

function envelopeOf(body: unknown): Envelope | undefined {
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (error && typeof error === 'object') return error as Envelope;
  }
  return undefined;
}

/**
 * The text a user sees for a failed call, per spec 1 §8: the database notice for 701/702, the guest
 * 'invalid url' message as is, a server's connectDigestibleMessage as is, the envelope's message, the first
 * line of a string error, the status text, and 'Error' when nothing else is known.
 */
export function extractErrorText({ status, statusText, body }: ErrorTextInput): ErrorText {
  const envelope = envelopeOf(body);
  const rawMessage =
    typeof envelope?.message === 'string'
      ? envelope.message
      : typeof body === 'string'
        ? (body.split(/\r?\n/)[0] ?? '')
        : body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
          ? (body as { message: string }).message
          : '';
  const logout = status === 401 || logoutCodes.some((code) => rawMessage.includes(code));

  if (status === 0) return { text: messages.couldNotConnectToServer, logout: false };
  const legacy = envelope?.details?.legacyCode;
  if (
    envelope?.code === 'DATABASE_UNREACHABLE' ||
    (typeof legacy === 'number' && (databaseLegacyCodes as readonly number[]).includes(legacy))
  ) {
    return { text: messages.couldNotConnectToDatabase, logout: false };
  }
  if (
    body &&
    typeof body === 'object' &&
    typeof (body as { connectDigestibleMessage?: unknown }).connectDigestibleMessage === 'string'
  ) {
    return { text: (body as { connectDigestibleMessage: string }).connectDigestibleMessage, logout };
  }
  // The server's message key in the user's language (decision 025), else the text it sent.
  const worded =
    typeof envelope?.messageKey === 'string'
      ? messageText({
          message: rawMessage,
          messageKey: envelope.messageKey,
          params:
            envelope.params && typeof envelope.params === 'object' ? (envelope.params as Record<string, string>) : {},
        })
      : rawMessage;
  if (status === 403) return { text: worded || messages.accessDenied, logout };
  if (worded) return { text: worded, logout };
  if (statusText) return { text: statusText, logout };
  return { text: messages.genericError, logout };
}
