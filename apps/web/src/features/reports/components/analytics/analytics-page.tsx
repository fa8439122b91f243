import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import type { Analytics, AnalyticsFormat, AnalyticsPeriod } from '@connect/contracts/analytics/analytics.schemas';
import {
  Alert,
  Box,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Menu,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { saveBlob } from '@/components/data-grid/export-kit/download';
import { formatNumber, formatUsdCents } from '@/entities/display/format';
import { effectiveUser, useSession } from '@/lib/session/session-store';
import { useTenantKey } from '@/lib/session/tenant-key';
import {
  downloadAnalytics,
  downloadQuarterlyReview,
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

const periods: AnalyticsPeriod[] = ['YTD', 'L6M', 'L3M', 'LM'];
const formats: AnalyticsFormat[] = ['xlsx', 'csv', 'pdf'];
type Kpi = 'onTime' | 'transit' | 'shipments' | 'spend' | 'ageing' | 'warehouse' | 'co2e';
const chartColor = '#17406e';
const secondColor = '#2f7d4f';
/** How many lanes the tables show (the exports carry them all). */
const topLanes = 10;

/** Spend by month as a bar chart (the period's, or the filtered spend's). */
function SpendChart({ byMonth }: { byMonth: Analytics['spend']['byMonth'] }) {
  const { t } = useTranslation();
  return (
    <Chart
      label={t('analytics.spend.heading')}
      data={byMonth.map((r) => ({ month: r.key, amount: r.totalCents / 100 }))}
      dataKey="month"
      series={[{ name: 'amount', label: t('analytics.spend.amount'), color: chartColor }]}
    />
  );
}

/** A KPI's definition card: its formula, the milestone it reads and which ETA (decision 067). */
function Definition({ kpi, hours }: { kpi: Kpi; hours: number }) {
  const { t } = useTranslation();
  return (
    <Box component="dl" mt="sm" fz="sm" c="dimmed" aria-label={t('analytics.definition')}>
      <Text component="dt" fw={600} fz="sm">
        {t('analytics.formula')}
      </Text>
      <Text component="dd" ml={0} mb={4} fz="sm">
        {t(`analytics.${kpi}.formula`, { hours })}
      </Text>
      <Text component="dt" fw={600} fz="sm">
        {t('analytics.milestone')}
      </Text>
      <Text component="dd" ml={0} mb={4} fz="sm">
        {t(`analytics.${kpi}.milestone`)}
      </Text>
      <Text component="dt" fw={600} fz="sm">
        {t('analytics.eta')}
      </Text>
      <Text component="dd" ml={0} fz="sm">
        {t(`analytics.${kpi}.eta`)}
      </Text>
    </Box>
  );
}

function Section({ kpi, hours, children }: { kpi: Kpi; hours: number; children: ReactNode }) {
  const { t } = useTranslation();
  const id = `analytics-${kpi}`;
  return (
    <Card withBorder component="section" aria-labelledby={id} data-testid={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {t(`analytics.${kpi}.heading`)}
      </Title>
      {children}
      <Definition kpi={kpi} hours={hours} />
    </Card>
  );
}

function Chart({
  label,
  data,
  dataKey,
  series,
}: {
  label: string;
  data: Record<string, string | number>[];
  dataKey: string;
  series: { name: string; label: string; color: string }[];
}) {
  const { t } = useTranslation();
  if (data.length === 0) return <Text role="status">{t('analytics.noData')}</Text>;
  return (
    <Box role="img" aria-label={label}>
      <BarChart
        h={180}
        data={data}
        dataKey={dataKey}
        series={series}
        withTooltip={false}
        withLegend={series.length > 1}
      />
    </Box>
  );
}

/** An export menu (xlsx, CSV, PDF): the page's, or the filtered spend report's. */
function ExportMenu({
  download,
  label,
  pdfLabel,
}: {
  download: (format: AnalyticsFormat) => Promise<{ blob: Blob; fileName: string }>;
  label: string;
  pdfLabel: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async (format: AnalyticsFormat) => {
    setBusy(true);
    setFailed(false);
    try {
      const file = await download(format);
      saveBlob(file.blob, file.fileName);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="xs">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" loading={busy}>
            {label}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {formats.map((format) => (
            <Menu.Item key={format} onClick={() => void run(format)}>
              {format === 'pdf' ? pdfLabel : t(`analytics.exportAs.${format}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {busy && (
        <Text size="sm" role="status">
          {t('analytics.exporting')}
        </Text>
      )}
      {failed && (
        <Text size="sm" c="red.8" role="alert">
          {t('analytics.exportFailed')}
        </Text>
      )}
    </Group>
  );
}

/** The current calendar quarter and the four before it, newest first, as `YYYY-Qn`. */
function recentQuarters(today = new Date()): string[] {
  let year = today.getFullYear();
  let quarter = Math.floor(today.getMonth() / 3) + 1;
  const quarters: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    quarters.push(`${year}-Q${quarter}`);
    quarter -= 1;
    if (quarter === 0) {
      quarter = 4;
      year -= 1;
    }
  }
  return quarters;
}

/** The quarterly business review (`wwt-qbr`, decision 068): one PDF of the company's KPIs for a chosen quarter. */
function QuarterlyReview() {
  const { t } = useTranslation();
  const quarters = recentQuarters();
  const [quarter, setQuarter] = useState(quarters[1] ?? quarters[0] ?? '');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const file = await downloadQuarterlyReview(quarter);
      saveBlob(file.blob, file.fileName);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="xs" align="flex-end">
      <NativeSelect
        label={t('analytics.qbr.quarter')}
        value={quarter}
        onChange={(event) => setQuarter(event.currentTarget.value)}
        data={quarters}
      />
      <Button variant="default" loading={busy} onClick={() => void run()}>
        {t('analytics.qbr.download')}
      </Button>
      {failed && (
        <Text size="sm" c="red.8" role="alert">
          {t('analytics.qbr.failed')}
        </Text>
      )}
    </Group>
  );
}

/** The spend report with the sender/receiver filter applied: its range, total, months and export. */
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
