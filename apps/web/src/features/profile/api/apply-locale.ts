import { localizationSchema } from '@connect/contracts/localization/localization.schemas';
import i18next from 'i18next';
import { apiRequest } from '../../../lib/api-client';
import { writeStored } from '../../../lib/storage';

/**
 * Switches the UI language without a reload: loads the locale's strings (GET common/localization), keeps
 * them for the next start and tells i18next. The session store already holds the new locale claim.
 */
export async function applyLocale(locale: string): Promise<void> {
  if (i18next.language === locale) return;
  const localization = await apiRequest('/api/legacy/edge/common/localization', {
    schema: localizationSchema,
    query: { locale },
    loader: false,
  });
  writeStored('localization', localization);
  i18next.addResourceBundle(localization.locale, 'translation', localization.strings, true, true);
  await i18next.changeLanguage(localization.locale);
  document.documentElement.lang = localization.locale;
}
