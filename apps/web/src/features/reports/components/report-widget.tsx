import { Alert, Anchor, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useTenantKey } from '../../../lib/session/tenant-key';
import { useTopReports } from '../api/get-report-catalogue';
import { ReportLink } from './report-link';

/**
 * The home dashboard's Report widget (spec 1 §4): the user's top 3 reports (customer/user/reportData?top=3) and
 * "See all reports", which opens the catalogue passing `selectedIndex`. Load it only with the report permission.
 */
export function ReportWidget({ top = 3, selectedIndex = 0 }: { top?: number; selectedIndex?: number }) {
  const { t } = useTranslation();
  const sessionKey = useTenantKey();
  const reports = useTopReports(top, sessionKey);
  return (
    <Card withBorder component="section" aria-labelledby="report-widget-title" h="100%">
      <Title order={2} size="h4" id="report-widget-title">
        {t('reports.widget.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('reports.widget.subHeading')}
      </Text>
      {reports.isError ? (
        <Alert color="red" role="alert">
          {reports.error.message}
        </Alert>
      ) : !reports.data ? (
        <Loader size="sm" aria-label={t('reports.widget.loading')} />
      ) : reports.data.length === 0 ? (
        <Text role="status">{t('reports.widget.none')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {reports.data.map((report) => (
            <li key={report.userClaimsId}>
              <ReportLink id={report.userClaimsId} name={report.name} value={report.value} />
            </li>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to={`${paths.reports.dashboard()}?selectedIndex=${selectedIndex}`} mt="sm">
        {t('reports.widget.seeAll')}
      </Anchor>
    </Card>
  );
}
