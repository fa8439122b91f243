import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '@/components/deferred-tooltip';
import { ChromeIcon } from './chrome-icons';

/**
 * The one colour-scheme control of the app, on public and signed-in pages alike (issue #23 item 13): a toggle
 * button whose pressed state says dark mode is on, its purpose in the label and a tooltip.
 */
export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  return (
    <DeferredTooltip label={t('app.toggleColorScheme')}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('app.toggleColorScheme')}
        aria-pressed={dark}
        onClick={() => setColorScheme(dark ? 'light' : 'dark')}
      >
        <ChromeIcon name={dark ? 'sun' : 'moon'} />
      </ActionIcon>
    </DeferredTooltip>
  );
}
