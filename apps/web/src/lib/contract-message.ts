import { messageKeyOf } from '@connect/contracts/messages/message-keys';
import { messageText } from './message-text';

/**
 * A contract's message (a zod schema's en-US text, e.g. 'Report Name is mandatory') in the user's language: the
 * catalogue's text for its key, else the text as it came. Kept apart from `message-text` so public pages do not load
 * the message key table.
 */
export const contractMessageText = (message: string): string =>
  messageText({ message, messageKey: messageKeyOf(message) });

type SchemaIssue = { path: readonly PropertyKey[]; message: string };

/**
 * A failed schema check as form errors, one per field (the first issue wins), each in the user's language. The field
 * is the issue's first path segment unless `fieldOf` names it otherwise (e.g. a nested editor's tab and field).
 */
export function schemaFieldErrors(
  issues: readonly SchemaIssue[],
  fieldOf: (path: string[]) => string = (path) => path[0] ?? '',
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[fieldOf(issue.path.map(String))] ??= contractMessageText(issue.message);
  return errors;
}
