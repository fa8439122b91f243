import i18next from 'i18next';
import type { UiKey } from './i18n-keys';

/** A message as the server sends it (decision 025): the key of the UI catalogue, its parameters, the en-US text. */
export type ServerMessage = { message: string; messageKey?: string; params?: Record<string, string | number> };

/**
 * A server message in the user's language: the catalogue's text for its key with its parameters, or the text the
 * server sent when the key is unknown here (an older web app, or a message without a key).
 */
export function messageText(answer: ServerMessage): string {
  const { messageKey, params } = answer;
  if (messageKey && i18next.isInitialized && i18next.exists(messageKey)) {
    return i18next.t(messageKey as UiKey, wordedParams(params));
  }
  return answer.message;
}

/**
 * A message may carry another message as a parameter (an import row's "Row 3, Country: {{problem}}"): its text
 * under `problem` and, when the catalogue has it, its key under `problemKey`. The key wins, in the reader's language.
 */
function wordedParams(params: ServerMessage['params']): Record<string, string | number> {
  const worded: Record<string, string | number> = { ...params };
  for (const [name, value] of Object.entries(params ?? {})) {
    if (name.endsWith('Key') && typeof value === 'string' && i18next.exists(value)) {
      worded[name.slice(0, -'Key'.length)] = i18next.t(value as UiKey);
    }
  }
  return worded;
}
