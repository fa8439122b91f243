import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import type { Analytics, AnalyticsFormat, AnalyticsPeriod } from '@connect/contracts/analytics/analytics.schemas';
import { Box, Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/* The analytics page's building blocks: KPI sections with their definition cards and charts. */

export const periods: AnalyticsPeriod[] = ['YTD', 'L6M', 'L3M', 'LM'];
export const formats: AnalyticsFormat[] = ['xlsx', 'csv', 'pdf'];
export type Kpi = 'onTime' | 'transit' | 'shipments' | 'spend' | 'ageing' | 'warehouse' | 'co2e';
export const chartColor = '#17406e';
export const secondColor = '#2f7d4f';
/** How many lanes the tables show (the exports carry them all). */
export const topLanes = 10;

/** Spend by month as a bar chart (the period's, or the filtered spend's). */
export function SpendChart({ byMonth }: { byMonth: Analytics['spend']['byMonth'] }) {
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
export function Definition({ kpi, hours }: { kpi: Kpi; hours: number }) {
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

export function Section({ kpi, hours, children }: { kpi: Kpi; hours: number; children: ReactNode }) {
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

export function Chart({
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
