import type { Localization } from '@connect/contracts/localization/localization.schemas';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { apiRequest } from './api-client';
import { localizationCheck } from './startup-checks';
import { readStored, writeStored } from './storage';

/** Every UI text goes through i18next; the strings come from the localization call. */
export async function initI18n(localization: Localization): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    lng: localization.locale,
    fallbackLng: localization.fallbackLocale,
    resources: { [localization.locale]: { translation: localization.strings } },
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  document.documentElement.lang = localization.locale;
  rememberLocaleForServer();
  return i18next;
}

/**
 * The chosen language as a cookie too, so the server renders the public pages in it (decision 112); none
 * when the browser's own language decides.
 */
function rememberLocaleForServer() {
  const chosen = readStored<string>('locale');
  document.cookie = chosen
    ? `connect_locale=${encodeURIComponent(chosen)}; path=/; max-age=31536000; samesite=lax`
    : 'connect_locale=; path=/; max-age=0; samesite=lax';
}

/** The locale numbers, money and names are formatted in (Intl): the UI's language. */
export function displayLocale(): string {
  return i18next.language || 'en-US';
}

/**
 * Loads a locale's strings (GET common/localization) and shows them without a reload: kept for the next start and
 * handed to i18next. `force` reloads the current language too (an admin published changes to its strings).
 */
export async function loadStrings(locale: string, options: { force?: boolean } = {}): Promise<void> {
  if (!options.force && i18next.language === locale) return;
  const localization = await apiRequest('/api/legacy/edge/common/localization', {
    schema: localizationCheck,
    query: { locale },
    loader: false,
  });
  writeStored('localization', localization);
  i18next.addResourceBundle(localization.locale, 'translation', localization.strings, true, true);
  await i18next.changeLanguage(localization.locale);
  document.documentElement.lang = localization.locale;
  rememberLocaleForServer();
}
