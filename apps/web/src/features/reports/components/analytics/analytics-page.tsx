import type { Analytics, AnalyticsPeriod } from '@connect/contracts/analytics/analytics.schemas';
import { Alert, Center, Group, Loader, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatNumber, formatUsdCents } from '@/entities/display/format';
import { effectiveUser, useSession } from '@/lib/session/session-store';
import { useTenantKey } from '@/lib/session/tenant-key';
import {
  downloadAnalytics,
  downloadSpendReport,
  useAnalytics,
  useSpendReport,
} from '@/features/reports/api/get-analytics';
import { SpendFilterPanel } from './spend-filter-panel';
import {
  defaultSpendFilter,
  spendFilterFromParams,
  spendFilterQuery,
  withSpendFilter,
  type SpendFilterValues,
} from './spend-filter';
import { ExportMenu, QuarterlyReview } from './analytics-exports';
import { Chart, Section, SpendChart, chartColor, periods, secondColor, topLanes } from './analytics-parts';

function FilteredSpend({ filter }: { filter: SpendFilterValues }) {
  const { t } = useTranslation();
  const sessionKey = useTenantKey();
  const query = spendFilterQuery(filter);
  const report = useSpendReport(query, sessionKey);
  if (report.isError)
    return (
      <Alert color="red" role="alert">
        {report.error.message}
      </Alert>
    );
  if (!report.data) return <Loader size="sm" aria-label={t('analytics.spendFilter.loading')} />;
  const data = report.data;
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('analytics.spendFilter.active', {
          from: data.fromDate,
          to: data.toDate,
          dateType: t(`analytics.spendFilter.dateTypes.${data.selectedDate}`),
        })}
      </Text>
      <Group justify="space-between" align="center">
        <Text size="sm">{t('analytics.spend.total', { amount: formatUsdCents(data.spend.totalCents) })}</Text>
        <ExportMenu
          label={t('analytics.spendFilter.export')}
          pdfLabel="PDF"
          download={(format) => downloadSpendReport(query, format)}
        />
      </Group>
      <SpendChart byMonth={data.spend.byMonth} />
    </>
  );
}

function Kpis({
  data,
  spendFilter,
  onSpendFilter,
}: {
  data: Analytics;
  /** The sender/receiver filter applied to the spend section (kept in the address), or null. */
  spendFilter: SpendFilterValues | null;
  onSpendFilter: (filter: SpendFilterValues | null) => void;
}) {
  const { t } = useTranslation();
  const hours = data.onTime.graceHours;
  const percent = (value: number | null) =>
    value === null ? '—' : t('analytics.onTime.value', { percent: formatNumber(value) });
  const byMode = Object.entries(
    data.shipments.reduce<Record<string, number>>(
      (acc, r) => ({ ...acc, [r.mode]: (acc[r.mode] ?? 0) + r.shipments }),
      {},
    ),
  ).map(([mode, count]) => ({ mode, count }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Section kpi="onTime" hours={hours}>
        <SimpleGrid cols={2}>
          {(['firstEta', 'latestEta'] as const).map((which) => (
            <div key={which}>
              <Text size="sm" c="dimmed">
                {t(`analytics.onTime.${which}`)}
              </Text>
              <Text fz="xl" fw={700}>
                {percent(data.onTime[which].percent)}
              </Text>
              <Text size="sm">
                {t('analytics.onTime.detail', {
                  onTime: formatNumber(data.onTime[which].onTime),
                  measured: formatNumber(data.onTime[which].measured),
                })}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Section>

      <Section kpi="shipments" hours={hours}>
        <Text size="sm">{t('analytics.shipments.total', { count: data.shipmentCount })}</Text>
        <Chart
          label={t('analytics.shipments.heading')}
          data={byMode}
          dataKey="mode"
          series={[{ name: 'count', label: t('analytics.shipments.count'), color: chartColor }]}
        />
      </Section>

      <Section kpi="transit" hours={hours}>
        {data.transit.length === 0 ? (
          <Text role="status">{t('analytics.noData')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={360}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('analytics.mode')}</Table.Th>
                  <Table.Th>{t('analytics.lane')}</Table.Th>
                  <Table.Th ta="right">{t('analytics.shipments.count')}</Table.Th>
                  <Table.Th ta="right">{t('analytics.transit.median')}</Table.Th>
                  <Table.Th ta="right">{t('analytics.transit.spread')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.transit.slice(0, topLanes).map((r) => (
                  <Table.Tr key={`${r.mode} ${r.lane}`}>
                    <Table.Td>{r.mode}</Table.Td>
                    <Table.Td>{r.lane}</Table.Td>
                    <Table.Td ta="right">{formatNumber(r.shipments)}</Table.Td>
                    <Table.Td ta="right">{formatNumber(r.medianDays)}</Table.Td>
                    <Table.Td ta="right">{formatNumber(r.spreadDays)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>

      <Section kpi="spend" hours={hours}>
        <SpendFilterPanel
          value={spendFilter ?? defaultSpendFilter(new Date())}
          companyCode={data.companyCode}
          applied={spendFilter !== null}
          onApply={onSpendFilter}
          onClear={() => onSpendFilter(null)}
        />
        {spendFilter ? (
          <FilteredSpend filter={spendFilter} />
        ) : (
          <>
            <Text size="sm">{t('analytics.spend.total', { amount: formatUsdCents(data.spend.totalCents) })}</Text>
            <SpendChart byMonth={data.spend.byMonth} />
          </>
        )}
      </Section>

      <Section kpi="ageing" hours={hours}>
        <Table>
          <Table.Tbody>
            {data.ageing.map((r) => (
              <Table.Tr key={r.bucket}>
                <Table.Th scope="row">{t(`analytics.ageing.buckets.${r.bucket}`)}</Table.Th>
                <Table.Td ta="right">{formatNumber(r.invoices)}</Table.Td>
                <Table.Td ta="right">{formatUsdCents(r.balanceCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>

      <Section kpi="warehouse" hours={hours}>
        <Text size="sm">
          {t('analytics.warehouse.turns')}:{' '}
          {data.warehouse.stockTurns === null
            ? t('analytics.warehouse.noTurns')
            : t('analytics.warehouse.turnsValue', { turns: formatNumber(data.warehouse.stockTurns) })}
        </Text>
        <Chart
          label={t('analytics.warehouse.heading')}
          data={data.warehouse.byMonth.map((r) => ({ ...r }))}
          dataKey="month"
          series={[
            { name: 'unitsReceived', label: t('analytics.warehouse.received'), color: chartColor },
            { name: 'unitsShipped', label: t('analytics.warehouse.shipped'), color: secondColor },
          ]}
        />
      </Section>

      <Section kpi="co2e" hours={hours}>
        <Text size="sm">{t('analytics.co2e.total', { kg: formatNumber(data.co2e.totalKg) })}</Text>
        <Chart
          label={`${t('analytics.co2e.heading')} — ${t('analytics.co2e.byMonth')}`}
          data={data.co2e.byMonth.map((r) => ({ month: r.key, kg: r.co2eKg }))}
          dataKey="month"
          series={[{ name: 'kg', label: t('analytics.co2e.kg'), color: secondColor }]}
        />
        <Text size="sm" mt="xs">
          {t('analytics.co2e.byMode')}:{' '}
          {data.co2e.byMode.map((r) => `${r.key} ${formatNumber(r.co2eKg)}`).join(' · ') || '—'}
        </Text>
        {data.co2e.withoutEstimate > 0 && (
          <Text size="sm">{t('analytics.co2e.withoutEstimate', { count: data.co2e.withoutEstimate })}</Text>
        )}
        <Text size="xs" c="dimmed" mt="xs">
          {t('analytics.co2e.source')}
        </Text>
      </Section>
    </SimpleGrid>
  );
}

/**
 * /report/analytics (decision 068): the selected company's KPIs over a report period (spec 2 §3), with charts, a
 * definition card per KPI and exports (xlsx, CSV, PDF of the page); the spend section takes spec 2's sender/receiver
 * filter, kept in the address (decision 075).
 */
export function AnalyticsPage() {
  const { t } = useTranslation();
  const sessionKey = useTenantKey();
  const [period, setPeriod] = useState<AnalyticsPeriod>('L3M');
  const [params, setParams] = useSearchParams();
  const spendFilter = spendFilterFromParams(params);
  const applySpendFilter = (filter: SpendFilterValues | null) =>
    setParams((current) => withSpendFilter(current, filter), { replace: true });
  // The KPIs are the selected company's: an employee or admin without one chooses one first (no call, no 403).
  const hasCompany = Boolean(effectiveUser(useSession())?.selectedCompany);
  const analytics = useAnalytics(period, sessionKey, hasCompany);
  if (!hasCompany)
    return (
      <Stack gap="md">
        <Title order={1}>{t('analytics.heading')}</Title>
        <Alert color="blue">{t('analytics.noCompany')}</Alert>
      </Stack>
    );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('analytics.heading')}</Title>
          {analytics.data && (
            <Text size="sm" c="dimmed">
              {t('analytics.intro', { company: analytics.data.companyCode })}{' '}
              {t('analytics.range', { from: analytics.data.from, to: analytics.data.to })}
            </Text>
          )}
        </div>
        <Group gap="md" align="flex-end">
          <QuarterlyReview />
          <ExportMenu
            label={t('analytics.export')}
            pdfLabel={t('analytics.exportAs.pdf')}
            download={(format) => downloadAnalytics(period, format)}
          />
        </Group>
      </Group>
      <div>
        <Text component="span" id="analytics-period" size="sm" fw={500} mr="sm">
          {t('analytics.period')}
        </Text>
        <SegmentedControl
          aria-labelledby="analytics-period"
          value={period}
          onChange={(value) => setPeriod(value as AnalyticsPeriod)}
          data={periods.map((p) => ({ value: p, label: t(`analytics.periods.${p}`) }))}
        />
      </div>
      {analytics.isError ? (
        <Alert color="red" role="alert">
          {analytics.error.message}
        </Alert>
      ) : !analytics.data ? (
        <Center py="xl">
          <Loader aria-label={t('analytics.loading')} />
        </Center>
      ) : (
        <Kpis data={analytics.data} spendFilter={spendFilter} onSpendFilter={applySpendFilter} />
      )}
    </Stack>
  );
}
