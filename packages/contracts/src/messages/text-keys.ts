import { messages } from '../errors/messages';
import type { MessageKey } from './message-keys';

/**
 * A map from each text of a catalogue to its key (`prefix.path`, plural suffixes dropped): the first key of a
 * text wins. Shared by `messageKeyOf` (every message) and `errorMessageKeyOf` (the spec's catalogue only).
 */
export function indexTexts(root: unknown, prefix = ''): Map<string, MessageKey> {
  const byText = new Map<string, MessageKey>();
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') {
      const key = path.replace(/_(one|other)$/, '') as MessageKey;
      if (!byText.has(node)) byText.set(node, key);
      return;
    }
    if (node && typeof node === 'object')
      for (const [name, child] of Object.entries(node)) walk(child, path ? `${path}.${name}` : name);
  };
  walk(root, prefix);
  return byText;
}

let errorTexts: Map<string, MessageKey> | undefined;

/**
 * The key of one of the spec's catalogue texts (`messages.recordNotFound` → `errors.recordNotFound`), undefined for
 * any other text. For public pages: their validation texts all come from the spec's catalogue, and they need not
 * carry the server's own texts of every area (byte budgets, decision 042).
 */
export function errorMessageKeyOf(text: string): MessageKey | undefined {
  errorTexts ??= indexTexts(messages, 'errors');
  return errorTexts.get(text);
}
