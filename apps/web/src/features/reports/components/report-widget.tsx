import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WidgetQuery } from '@/components/widget-query';
import { paths } from '@/lib/paths';
import { useTenantKey } from '@/lib/session/tenant-key';
import { useTopReports } from '../api/get-report-catalogue';
import { ReportLink } from './report-link';

/**
 * The Report widget's body (spec 1 §2, §7): the user's top reports (customer/user/reportData?top=3), loaded on its
 * own with a skeleton and a retry, and "See all reports", which opens the catalogue passing `selectedIndex`. The
 * home board draws it in its card (decision 056); load it only with the report permission.
 */
export function ReportWidgetBody({ top = 3, selectedIndex = 0 }: { top?: number; selectedIndex?: number }) {
  const { t } = useTranslation();
  const reports = useTopReports(top, useTenantKey());
  return (
    <Stack gap="sm" align="flex-start">
      <WidgetQuery query={reports} name={t('reports.widget.title')}>
        {(list) =>
          list.length === 0 ? (
            <Text role="status">{t('reports.widget.none')}</Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.map((report) => (
                <li key={report.userClaimsId}>
                  <ReportLink id={report.userClaimsId} name={report.name} value={report.value} />
                </li>
              ))}
            </Stack>
          )
        }
      </WidgetQuery>
      <Anchor component={Link} to={`${paths.reports.dashboard()}?selectedIndex=${selectedIndex}`}>
        {t('reports.widget.seeAll')}
      </Anchor>
    </Stack>
  );
}

/** The Report widget in a card of its own, for a page that shows it outside the home board. */
export function ReportWidget({ top = 3, selectedIndex = 0 }: { top?: number; selectedIndex?: number }) {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby="report-widget-title" h="100%">
      <Title order={2} size="h4" id="report-widget-title">
        {t('reports.widget.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('reports.widget.subHeading')}
      </Text>
      <ReportWidgetBody top={top} selectedIndex={selectedIndex} />
    </Card>
  );
}
