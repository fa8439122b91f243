import type { i18n as I18n, PostProcessorModule } from 'i18next';

/**
 * The translation mode's map from shown texts back to catalogue keys (decision 083). While the mode is on, an
 * i18next post-processor sees every text i18next hands out, after interpolation and plural choice, with the exact
 * key it came from (`postProcessPassResolved`: `count_other`, not `count`), and records text → keys. Nothing is
 * added to the texts themselves, so the DOM, attributes, lengths and comparisons in code stay as they are. Switched
 * off, the post-processor is taken out of i18next's options and no call pays for it.
 */
export const recorderName = 'connectTranslationMode';

/** A key the admin may pick: the catalogue key and the text it showed. */
export type KeyCandidate = { key: string; text: string };

export type KeyRecorder = {
  /** The keys that produced exactly this text (whitespace collapsed). */
  keysFor(text: string): string[];
  /** Every text recorded, with its keys. */
  entries(): IterableIterator<[string, Set<string>]>;
  /** How many texts are recorded. */
  size(): number;
  /** Stops recording and gives i18next its own options back. */
  uninstall(): void;
};

/** Texts compared as a reader sees them: runs of white space as one space, none at the ends. */
export const normalizeText = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Most texts kept: interpolated values (counts, names) make new texts; the oldest go first. */
const defaultLimit = 5000;

type ResolvedOptions = { i18nResolved?: { exactUsedKey?: unknown; usedKey?: unknown } };

export function installKeyRecorder(instance: I18n, limit = defaultLimit): KeyRecorder {
  const byText = new Map<string, Set<string>>();
  let recording = true;

  const record = (value: unknown, keys: string | string[], options: ResolvedOptions) => {
    if (!recording || typeof value !== 'string') return;
    const text = normalizeText(value);
    if (text === '' || text.length > 5000) return;
    const resolved = options.i18nResolved;
    const exact = typeof resolved?.exactUsedKey === 'string' ? resolved.exactUsedKey : undefined;
    const key = exact ?? (Array.isArray(keys) ? keys[0] : keys);
    if (!key) return;
    let set = byText.get(text);
    if (set)
      byText.delete(text); // most recent last: the oldest text is dropped first
    else set = new Set();
    set.add(key);
    byText.set(text, set);
    if (byText.size > limit) {
      const oldest = byText.keys().next().value;
      if (oldest !== undefined) byText.delete(oldest);
    }
  };

  const processor: PostProcessorModule = {
    type: 'postProcessor',
    name: recorderName,
    process(value, keys, options) {
      record(value, keys, options as ResolvedOptions);
      return value;
    },
  };
  instance.use(processor);

  // i18next reads these options at every call (the translator shares the instance's options object).
  const options = instance.options;
  const previous = { postProcess: options.postProcess, passResolved: options.postProcessPassResolved };
  const names = previous.postProcess ? [previous.postProcess].flat() : [];
  options.postProcess = [...names.filter((n) => n !== recorderName), recorderName];
  options.postProcessPassResolved = true;

  return {
    keysFor: (text) => [...(byText.get(normalizeText(text)) ?? [])],
    entries: () => byText.entries(),
    size: () => byText.size,
    uninstall: () => {
      recording = false;
      byText.clear();
      options.postProcess = previous.postProcess ?? false;
      options.postProcessPassResolved = previous.passResolved ?? false;
    },
  };
}
