import { pseudoLocaleCode } from '@connect/contracts/localization/pseudo-locale';
import { Switch } from '@mantine/core';
import i18next from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { loadStrings } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { fetchPseudoLocale } from '@/features/admin/api/admin-localization';

/**
 * The admins' preview in the pseudo-locale en-XA (decision 074): every text accented, longer and in brackets, so
 * English left in the portal and text cut off stand out. It changes this browser tab's language only: never
 * stored (neither kept for the next start nor in the profile), and the admin's language comes back when it is
 * switched off or the screen is left.
 */
export function PseudoLocaleSwitch() {
  const { t } = useTranslation();
  const [on, setOn] = useState(i18next.language === pseudoLocaleCode);
  const previous = useRef<string | null>(null);

  const restore = () => {
    const back = previous.current;
    previous.current = null;
    if (back && i18next.language === pseudoLocaleCode) void loadStrings(back, { force: true }).catch(() => undefined);
  };
  useEffect(() => restore, []);

  const toggle = async (next: boolean) => {
    if (!next) {
      setOn(false);
      restore();
      return;
    }
    try {
      const pseudo = await fetchPseudoLocale();
      previous.current = i18next.language;
      i18next.addResourceBundle(pseudoLocaleCode, 'translation', pseudo.strings, true, true);
      await i18next.changeLanguage(pseudoLocaleCode);
      setOn(true);
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : String(error));
    }
  };

  return (
    <Switch
      checked={on}
      onChange={(event) => void toggle(event.currentTarget.checked)}
      label={t('localizationAdmin.pseudo.label')}
      description={t('localizationAdmin.pseudo.description')}
    />
  );
}
