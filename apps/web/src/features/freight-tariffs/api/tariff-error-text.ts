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

/** Each field problem of a failed call by its path without the `body.` prefix (`rate45`, `charges.0.amount`). */
export function tariffFieldErrors(error: unknown): Map<string, string> {
  const byPath = new Map<string, string>();
  if (!isApiError(error)) return byPath;
  const envelope = (
    error.body as { error?: { details?: { fields?: (ServerMessage & { path?: string })[] } } } | undefined
  )?.error;
  for (const field of envelope?.details?.fields ?? []) {
    const path = field.path?.replace(/^body\.?/, '') ?? '';
    if (path !== '' && !byPath.has(path)) byPath.set(path, messageText(field));
  }
  return byPath;
}
