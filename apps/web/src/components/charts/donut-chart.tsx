import { messages } from '@connect/contracts/errors/messages';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A chart item (spec 2 §3): category label, share, optional currency (default USD). */
export type ChartItem = { category: string; share: number; currency?: string };

/** 10 series colours, each at least 3:1 against white and distinct for common colour-vision deficiencies. */
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

const radius = 60;
const stroke = 22;
const circumference = 2 * Math.PI * radius;

/**
 * A donut chart drawn as SVG arcs, with a legend that also carries the values (so nothing depends on colour or
 * on seeing the picture). Nothing to draw: 'No data available'.
 */
export function DonutChart({ items, label }: { items: ChartItem[]; label: string }) {
  const { t } = useTranslation();
  const shown = items.filter((i) => Number.isFinite(i.share) && i.share > 0);
  const total = shown.reduce((sum, i) => sum + i.share, 0);
  if (shown.length === 0 || total <= 0) {
    return (
      <Text c="dimmed" role="status">
        {messages.noDataAvailable}
      </Text>
    );
  }
  const format = (item: ChartItem) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: item.currency ?? 'USD' }).format(item.share);
  let offset = 0;
  return (
    <Group align="center" gap="lg" wrap="wrap">
      <svg width={160} height={160} viewBox="0 0 160 160" role="img" aria-label={label}>
        <g transform="rotate(-90 80 80)">
          {shown.map((item, index) => {
            const length = (item.share / total) * circumference;
            const arc = (
              <circle
                key={item.category}
                cx={80}
                cy={80}
                r={radius}
                fill="none"
                stroke={donutColors[index % donutColors.length]}
                strokeWidth={stroke}
                strokeDasharray={`${length} ${circumference - length}`}
                strokeDashoffset={-offset}
              />
            );
            offset += length;
            return arc;
          })}
        </g>
      </svg>
      <Stack gap={4} component="ul" className="plain-list" aria-label={label}>
        {shown.map((item, index) => (
          <li key={item.category}>
            <Group gap={6} wrap="nowrap">
              <svg width={12} height={12} aria-hidden>
                <rect width={12} height={12} fill={donutColors[index % donutColors.length]} />
              </svg>
              <Text size="sm">
                {t('form.chart.share', {
                  label: item.category,
                  value: format(item),
                  percent: Math.round((item.share / total) * 1000) / 10,
                })}
              </Text>
            </Group>
          </li>
        ))}
      </Stack>
    </Group>
  );
}
