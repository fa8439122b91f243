import { Group, Progress, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { TextBadge } from '../text-badge';
import type { GridColumn, GridRow } from './grid-types';

/** The raw value of a cell: the column's accessor or the row's field. */
export function readCell<Row extends GridRow>(column: GridColumn<Row>, row: Row): unknown {
  return column.accessor ? column.accessor(row) : row[column.field];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Grid dates are MM-dd-yyyy (spec 2 §9); an invalid date is an empty string. */
export function formatGridDate(value: unknown, withTime = false): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) return '';
  const day = `${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}-${date.getUTCFullYear()}`;
  return withTime ? `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}` : day;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Table number format 1.2-2 (spec 2 §9). */
const decimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

export function formatMoney(value: number): string {
  return money.format(value);
}

/** The text a cell shows and an export writes: replace rules, dates, numbers, money, Yes/No. */
export function cellText<Row extends GridRow>(
  column: GridColumn<Row>,
  row: Row,
  yesNo: { yes: string; no: string },
): string {
  const value = readCell(column, row);
  if (value === null || value === undefined) return '';
  if (column.replace) {
    const replaced = column.replace[String(value)];
    if (replaced !== undefined) return replaced;
  }
  switch (column.type) {
    case 'date':
      return formatGridDate(value);
    case 'datetime':
      return formatGridDate(value, true);
    case 'money':
      return typeof value === 'number' ? money.format(value) : String(value);
    case 'number':
      return typeof value === 'number' ? decimal.format(value) : String(value);
    case 'boolean':
      return value ? yesNo.yes : yesNo.no;
    case 'progress':
      return column.progress?.(row)?.text ?? '';
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}

/** A cell's content: capsule badge, progress bar, a custom render, or the text. */
export function renderCell<Row extends GridRow>(
  column: GridColumn<Row>,
  row: Row,
  yesNo: { yes: string; no: string },
): ReactNode {
  if (column.render) return column.render(row);
  if (column.type === 'capsule') {
    const raw = readCell(column, row);
    if (raw === null || raw === undefined || raw === '') return null;
    return (
      <TextBadge variant="light" color={column.capsuleColors?.[String(raw)] ?? 'gray'} radius="xl">
        {cellText(column, row, yesNo)}
      </TextBadge>
    );
  }
  if (column.type === 'progress') {
    const progress = column.progress?.(row);
    if (!progress) return null;
    const bar = (
      <Group gap={6} wrap="nowrap">
        <Progress
          value={progress.percent}
          color={progress.tone === 'danger' ? 'red' : undefined}
          w={70}
          aria-label={progress.text}
        />
        <Text size="xs">{progress.text}</Text>
      </Group>
    );
    return progress.tooltip ? <Tooltip label={progress.tooltip}>{bar}</Tooltip> : bar;
  }
  return cellText(column, row, yesNo);
}
