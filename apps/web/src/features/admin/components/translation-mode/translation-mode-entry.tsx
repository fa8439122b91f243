import { Switch } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { setTranslationMode, useTranslationModeOn } from '@/lib/translation-mode';

/** The mode's code is fetched the first time an admin switches it on: nothing of it ships with other screens. */
const TranslationMode = lazy(async () => ({ default: (await import('./translation-mode')).TranslationMode }));

/**
 * Where the translation mode lives while it is on (decision 083): rendered for admins only, by the shell; while the
 * mode is off it renders nothing and loads nothing.
 */
export function TranslationModeHost() {
  const on = useTranslationModeOn();
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <TranslationMode />
    </Suspense>
  );
}

/** The same switch on the localization screen. */
export function TranslationModeSwitch() {
  const { t } = useTranslation();
  const on = useTranslationModeOn();
  return (
    <Switch
      checked={on}
      onChange={(event) => setTranslationMode(event.currentTarget.checked)}
      label={t('localizationAdmin.translationMode.switchLabel')}
      description={t('localizationAdmin.translationMode.switchDescription')}
    />
  );
}
