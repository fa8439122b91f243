import { DonutChart as MantineDonutChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Box, Group, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A chart item (spec 2 §3): category label, share (an amount), optional currency (default USD). */
export type ChartItem = { category: string; share: number; currency?: string };

/**
 * The 10 default series colours (spec 2 §9), one list per colour scheme. Every colour reaches at least 4.5:1
 * against its scheme's background (white, Mantine dark.7 #242424), above the 3:1 WCAG AA asks of graphics;
 * neighbouring arcs are kept apart by a gap, and the legend states every value, so no reading depends on colour.
 */
export const donutColors = [
  '#17406e',
  '#c2410c',
  '#0f766e',
  '#7c3aed',
  '#b91c1c',
  '#4d7c0f',
  '#a16207',
  '#be185d',
  '#0369a1',
  '#57534e',
] as const;
export const donutColorsDark = [
  '#6c9edc',
  '#fb923c',
  '#2dd4bf',
  '#a78bfa',
  '#f87171',
  '#a3e635',
  '#facc15',
  '#f472b6',
  '#38bdf8',
  '#d6d3d1',
] as const;

export type DonutChartProps = {
  items: ChartItem[];
  /** What the chart shows, e.g. 'Spend by mode': the picture's and the value list's accessible name. */
  label: string;
  /** Width and height in px (default 160). */
  size?: number;
};

const formatAmount = (amount: number, currency = 'USD') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

/**
 * A donut chart drawn by `@mantine/charts` (recharts, decision 021) with a legend list that carries every value and
 * share, so nothing depends on seeing the picture: the picture is one image named by `label`, the list states
 * the values. Items with no positive share are left out; nothing left to draw shows 'No data available'. The
 * total sits in the middle when all items share a currency.
 */
export function DonutChart({ items, label, size = 160 }: DonutChartProps) {
  const { t } = useTranslation();
  const scheme = useComputedColorScheme('light');
  const colors = scheme === 'dark' ? donutColorsDark : donutColors;
  const shown = items.filter((i) => Number.isFinite(i.share) && i.share > 0);
  const total = shown.reduce((sum, i) => sum + i.share, 0);
  if (shown.length === 0 || !(total > 0)) {
    return (
      <Text c="dimmed" role="status">
        {t('errors.noDataAvailable')}
      </Text>
    );
  }
  const currencies = new Set(shown.map((i) => i.currency ?? 'USD'));
  const [onlyCurrency] = currencies;
  const totalText = currencies.size === 1 ? formatAmount(total, onlyCurrency) : undefined;
  const colorOf = (index: number) => colors[index % colors.length] ?? colors[0];
  const percentOf = (item: ChartItem) => Math.round((item.share / total) * 1000) / 10;
  const center = size / 2;

  return (
    <Group align="center" gap="lg" wrap="wrap">
      <Box role="img" aria-label={label} w={size} h={size}>
        <MantineDonutChart
          data={shown.map((item, index) => ({ name: item.category, value: item.share, color: colorOf(index) }))}
          size={size}
          thickness={Math.round((size * 22) / 160)}
          // Clockwise from twelve o'clock, neighbours kept apart by a small gap.
          startAngle={90}
          endAngle={-270}
          paddingAngle={shown.length > 1 ? 1 : 0}
          strokeWidth={0}
          withTooltip={false}
          // A picture, not a control: no keyboard stop inside it (the list below carries the values).
          accessibilityLayer={false}
          pieProps={{ rootTabIndex: -1 }}
        >
          {totalText && (
            <>
              <text x={center} y={center - 4} textAnchor="middle" fontSize={11} fill="currentColor">
                {t('form.chart.total')}
              </text>
              <text
                x={center}
                y={center + 14}
                textAnchor="middle"
                fontSize={totalText.length > 11 ? 11 : 14}
                fill="currentColor"
              >
                {totalText}
              </text>
            </>
          )}
        </MantineDonutChart>
      </Box>
      <Stack gap={4} component="ul" className="plain-list" aria-label={label}>
        {shown.map((item, index) => (
          <li key={index}>
            <Group gap={6} wrap="nowrap">
              <svg width={12} height={12} aria-hidden="true" focusable="false">
                <rect width={12} height={12} fill={colorOf(index)} />
              </svg>
              <Text size="sm">
                {t('form.chart.share', {
                  label: item.category,
                  value: formatAmount(item.share, item.currency),
                  percent: percentOf(item),
                })}
              </Text>
            </Group>
          </li>
        ))}
        {totalText && (
          <li>
            <Text size="sm" fw={600}>
              {t('form.chart.totalValue', { value: totalText })}
            </Text>
          </li>
        )}
      </Stack>
    </Group>
  );
}
