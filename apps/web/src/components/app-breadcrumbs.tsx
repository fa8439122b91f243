import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Breadcrumbs: the home trail, then the current page's name when it has one. */
export function AppBreadcrumbs({ pageName, homeLink }: { pageName: string | undefined; homeLink: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('shell.breadcrumbs')}>
      <Breadcrumbs separator="›" separatorMargin={6}>
        {pageName ? (
          <Anchor component={Link} to={homeLink} size="sm">
            {t('menu.home')}
          </Anchor>
        ) : (
          <Text size="sm" aria-current="page">
            {t('menu.home')}
          </Text>
        )}
        {pageName && (
          <Text size="sm" aria-current="page">
            {pageName}
          </Text>
        )}
      </Breadcrumbs>
    </nav>
  );
}
