import { loadStrings } from '@/lib/i18n';

/** Switches the UI language without a reload (the session store already holds the new locale claim). */
export function applyLocale(locale: string): Promise<void> {
  return loadStrings(locale);
}
