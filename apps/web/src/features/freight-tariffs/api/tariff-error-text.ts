import { isApiError } from '@/lib/api-client';
import { messageText, type ServerMessage } from '@/lib/message-text';

/**
 * What a failed tariff call says, in the user's language: each field problem the server named (`details.fields`,
 * with its message key), or the error's own message.
 */
export function tariffErrorTexts(error: unknown): string[] {
  if (!isApiError(error)) return error instanceof Error ? [error.message] : [];
  const envelope = (error.body as { error?: ServerMessage & { details?: { fields?: ServerMessage[] } } } | undefined)
    ?.error;
  const fields = envelope?.details?.fields ?? [];
  if (fields.length > 0) return fields.map((f) => messageText(f));
  return [envelope ? messageText(envelope) : error.message];
}
