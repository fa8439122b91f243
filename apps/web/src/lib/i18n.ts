import type { Localization } from '@connect/contracts/localization/localization.schemas';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

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
  return i18next;
}

/** The locale numbers, money and names are formatted in (Intl): the UI's language. */
export function displayLocale(): string {
  return i18next.language || 'en-US';
}
