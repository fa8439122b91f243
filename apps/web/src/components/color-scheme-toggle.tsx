import { SegmentedControl, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('app.colorScheme')}
      value={colorScheme === 'dark' ? 'dark' : 'light'}
      onChange={(value) => setColorScheme(value === 'dark' ? 'dark' : 'light')}
      data={[
        { value: 'light', label: t('app.lightMode') },
        { value: 'dark', label: t('app.darkMode') },
      ]}
    />
  );
}
