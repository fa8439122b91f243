import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfiguration } from '../lib/configuration-context';
import { paths } from '../lib/paths';

/** Footer of spec 1 §2: copyright (2025), build version, Terms of Use and Privacy Statement. */
export function AppFooter() {
  const { t } = useTranslation();
  const configuration = useConfiguration();
  return (
    <Group component="footer" justify="space-between" wrap="wrap" gap="sm" px="md" py="sm">
      <Text size="sm" c="dimmed">
        {t('footer.copyright', { year: configuration.copyrightYear, forwarder: configuration.forwarder.name })}
      </Text>
      <Group gap="md" component="nav" aria-label={t('footer.footerNavigation')}>
        <Anchor component={Link} to={paths.legal.terms()} size="sm">
          {t('footer.termsOfUse')}
        </Anchor>
        <Anchor component={Link} to={paths.legal.privacyStatement()} size="sm">
          {t('footer.privacyStatement')}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('footer.version', { version: configuration.version })}
        </Text>
      </Group>
    </Group>
  );
}
