import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { breadcrumbTrail } from '../route-table';

/** The breadcrumb trail of the current path (spec 2 §2); paths without a trail show none. */
export function AppBreadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname);
  if (trail.length === 0) return null;
  return (
    <nav aria-label={t('shell.breadcrumbs')}>
      <Breadcrumbs separator="›" separatorMargin={6}>
        {trail.map((crumb, index) =>
          index < trail.length - 1 && crumb.to ? (
            <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
              {t(`breadcrumbs.${crumb.label}`)}
            </Anchor>
          ) : (
            <Text key={crumb.label} size="sm" aria-current="page">
              {t(`breadcrumbs.${crumb.label}`)}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
