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
    return i18next.t(messageKey as UiKey, { ...params });
  }
  return answer.message;
}
