import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LocalesPanel } from './locales-panel';
import { TranslationModeSwitch } from '@/features/admin/components/translation-mode/translation-mode-entry';
import { PseudoLocaleSwitch } from './pseudo-locale-switch';
import { StringsPanel } from './strings-panel';

/**
 * /u/localization (admins, issue #17): the languages readers may choose, and every UI string by key with its English
 * source, kept as drafts until published; publishing reaches signed-in users at once, on every instance.
 */
export function LocalizationPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1}>{t('localizationAdmin.heading')}</Title>
      <Text c="dimmed">{t('localizationAdmin.intro')}</Text>
      <TranslationModeSwitch />
      <PseudoLocaleSwitch />
      <LocalesPanel />
      <StringsPanel />
    </Stack>
  );
}
