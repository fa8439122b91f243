import { messages } from '../errors/messages';
import { serverMessages } from './server-messages';
import { indexTexts } from './text-keys';

/** The texts a server message may name: the spec's catalogue (`errors.*`) and the server's own (`server.*`). */
export const messageCatalogue = { errors: messages, server: serverMessages } as const;

type LeafPath<T> = {
  [K in Extract<keyof T, string>]: T[K] extends string ? K : `${K}.${LeafPath<T[K]>}`;
}[Extract<keyof T, string>];

/** Strip i18next's plural suffixes: `imported_one`/`imported_other` are sent as `imported` with a count. */
type Unplural<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** A message the server sends as a key of the UI catalogue (decision 025). */
export type MessageKey = Unplural<LeafPath<typeof messageCatalogue>>;
export type MessageParams = Record<string, string | number>;

function lookup(path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      messageCatalogue,
    );
}

/**
 * The en-US text of a message key with its parameters (`{{name}}`), for the `message` that API clients read.
 * A key with plural forms takes `count`.
 */
export function renderMessage(key: MessageKey, params: MessageParams = {}): string {
  const count = params.count;
  const plural = typeof count === 'number' ? lookup(`${key}_${count === 1 ? 'one' : 'other'}`) : undefined;
  const text = plural ?? lookup(key);
  if (typeof text !== 'string') return key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

let byText: Map<string, MessageKey> | undefined;

/**
 * The key of a catalogue text (`messages.recordNotFound` → `errors.recordNotFound`), for texts that reach an
 * answer from a shared rule (the spec's validators, a domain check) rather than by key; undefined otherwise.
 */
export function messageKeyOf(text: string): MessageKey | undefined {
  byText ??= indexTexts(messageCatalogue);
  return byText.get(text);
}
