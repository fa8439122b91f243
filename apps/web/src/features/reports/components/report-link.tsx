import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordReportOpened } from '../api/get-report-catalogue';

/**
 * A report of the catalogue or the widget: a built-in report opens the report viewer inside the portal; an
 * outside report (its URL) opens in a new tab without access to this page. Opening one notes it in the history.
 */
export function ReportLink({ id, name, value }: { id: string; name: string; value: string }) {
  const { t } = useTranslation();
  if (value.startsWith('/'))
    return (
      <Anchor component={Link} to={value}>
        {name}
      </Anchor>
    );
  const safe = /^https?:\/\//i.test(value);
  return (
    <Anchor
      href={safe ? value : undefined}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('reports.catalogue.opensOutside', { name })}
      onClick={() => recordReportOpened(id)}
    >
      {name}
    </Anchor>
  );
}
