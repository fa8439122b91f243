import type { ReportCatalogue } from '@connect/contracts/reports/reports.schemas';
import { Alert, Anchor, Card, Center, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { hasPermission } from '@/lib/permissions';
import { effectiveUser, useSession } from '@/lib/session/session-store';
import { useTenantKey } from '@/lib/session/tenant-key';
import { useReportCatalogue } from '../api/get-report-catalogue';
import { ReportLink } from './report-link';

/** The catalogue narrowed to the reports whose name or description holds every word of the search. */
export function filterCatalogue(catalogue: ReportCatalogue, search: string): ReportCatalogue['categories'] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return catalogue.categories
    .map((category) => ({
      ...category,
      reports: category.reports.filter((r) => {
        const text = `${r.name} ${r.description} ${category.name}`.toLowerCase();
        return words.every((w) => text.includes(w));
      }),
    }))
    .filter((category) => category.reports.length > 0);
}

/**
 * /report/dashboard: the reports this user may see (given to the selected company or to them), by category, with
 * a search over names and descriptions. Admins also find the way to report management here.
 */
export function ReportDashboardPage() {
  const { t } = useTranslation();
  const sessionKey = useTenantKey();
  const user = effectiveUser(useSession());
  const catalogue = useReportCatalogue(sessionKey);
  const [search, setSearch] = useState('');
  const categories = useMemo(
    () => (catalogue.data ? filterCatalogue(catalogue.data, search) : []),
    [catalogue.data, search],
  );
  const total = catalogue.data?.categories.reduce((n, c) => n + c.reports.length, 0) ?? 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('reports.catalogue.heading')}</Title>
        {(user?.admin || hasPermission(user?.permissions ?? [], 'reportAdmin')) && (
          <Anchor component={Link} to={paths.reports.management()}>
            {t('reports.catalogue.manage')}
          </Anchor>
        )}
      </Group>
      <Card withBorder component="section" aria-labelledby="report-analytics-entry" maw={420}>
        <Anchor component={Link} to={paths.reports.analytics()} id="report-analytics-entry" fw={600}>
          {t('analytics.catalogueEntry')}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('analytics.catalogueEntryDescription')}
        </Text>
      </Card>
      <TextInput
        label={t('reports.catalogue.search')}
        placeholder={t('reports.catalogue.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        type="search"
        maw={420}
      />
      {catalogue.isError ? (
        <Alert color="red" role="alert">
          {catalogue.error.message}
        </Alert>
      ) : !catalogue.data ? (
        <Center py="xl">
          <Loader aria-label={t('reports.catalogue.loading')} />
        </Center>
      ) : total === 0 ? (
        <Text role="status">{t('reports.catalogue.none')}</Text>
      ) : categories.length === 0 ? (
        <Text role="status">{t('reports.catalogue.noMatch', { search })}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
          {categories.map((category) => {
            const heading = category.name || t('reports.catalogue.uncategorised');
            const headingId = `report-category-${category.id ?? 'none'}`;
            return (
              <Card key={category.id ?? 'none'} withBorder component="section" aria-labelledby={headingId}>
                <Group justify="space-between" mb="xs">
                  <Title order={2} size="h4" id={headingId}>
                    {heading}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('reports.catalogue.count', { count: category.reports.length })}
                  </Text>
                </Group>
                <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {category.reports.map((report) => (
                    <li key={report.id}>
                      <ReportLink id={report.id} name={report.name} value={report.value} />
                      {report.description && (
                        <Text size="sm" c="dimmed">
                          {report.description}
                        </Text>
                      )}
                    </li>
                  ))}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
