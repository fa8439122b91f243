import { messages } from '@connect/contracts/errors/messages';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionKey, UiStrings } from '@/lib/i18n-keys';

const catalogKeys = new Map<string, SectionKey<UiStrings['errors']>>(
  Object.entries(messages).map(([key, text]) => [text, key as SectionKey<UiStrings['errors']>]),
);

/** The request schema's own message for a code that is neither an airport nor a port. */
const locationInvalid = 'Choose a port or airport';

/**
 * A validation message (the shared schema's or the server's) in the user's language: the spec's catalogue
 * texts by their key, the location rule by its quotations key; anything else as it is.
 */
export function useErrorText(): (text: unknown) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (text: unknown) => {
      if (typeof text !== 'string' || text === '') return undefined;
      if (text === locationInvalid) return t('quotations.form.locationInvalid');
      const key = catalogKeys.get(text);
      return key ? t(`errors.${key}`) : text;
    },
    [t],
  );
}

/** '-1' is the '--select--' item: empty (spec 2 §5). */
export const fromSelect = (value: string) => (value === '-1' ? '' : value);

/** Cents typed as currency units (12.5 → 1250), exact to the cent. */
export const centsOf = (amount: number | '') => (amount === '' ? 0 : Math.round(amount * 100));
