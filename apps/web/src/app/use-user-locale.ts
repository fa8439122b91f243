import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLocale } from '../features/profile/api/apply-locale';
import { useSession } from '../lib/session/session-store';

/**
 * Speaks the signed-in user's language (their My Profile choice, a claim of the session) from sign-in on, without
 * a reload: the start-up language is the browser's or the last one stored, which need not be theirs. A locale that
 * is not active answers the default language (the localization call), and stays so.
 */
export function useUserLocale(): void {
  const locale = useSession().user?.locale;
  const { i18n } = useTranslation();
  useEffect(() => {
    if (locale && locale !== i18n.language) void applyLocale(locale).catch(() => undefined);
  }, [locale, i18n]);
}
