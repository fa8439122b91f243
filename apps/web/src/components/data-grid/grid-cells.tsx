import { Group, Progress, Text, Tooltip } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateFormat } from '@/lib/dates/date-format';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { TextBadge } from '../text-badge';
import type { GridColumn, GridRow } from './grid-types';

/** The raw value of a cell: the column's accessor or the row's field. */
export function readCell<Row extends GridRow>(column: GridColumn<Row>, row: Row): unknown {
  return column.accessor ? column.accessor(row) : row[column.field];
}

/** What cells need besides the row: the Yes/No words and the user's date formatter (decision 027). */
export type CellTexts = { yes: string; no: string; dates: DateFormat };

/** The cell texts of the signed-in user; the grid's cells and its browser exports both use them. */
export function useCellTexts(): CellTexts {
  const { t } = useTranslation();
  const dates = useDateFormat();
  return useMemo(() => ({ yes: t('grid.yes'), no: t('grid.no'), dates }), [t, dates]);
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Table number format 1.2-2 (spec 2 §9). */
const decimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

export function formatMoney(value: number): string {
  return money.format(value);
}

/**
 * The text a cell shows and an export writes: replace rules, dates (a calendar day as written, an instant in the
 * user's zone; a datetime column with its time and zone), numbers, money, Yes/No.
 */
export function cellText<Row extends GridRow>(column: GridColumn<Row>, row: Row, texts: CellTexts): string {
  const value = readCell(column, row);
  if (value === null || value === undefined) return '';
  if (column.replace) {
    const replaced = column.replace[String(value)];
    if (replaced !== undefined) return replaced;
  }
  switch (column.type) {
    case 'date':
      return value instanceof Date || typeof value === 'string' ? texts.dates.formatDate(value) : '';
    case 'datetime':
      return value instanceof Date || typeof value === 'string' ? texts.dates.formatDateTime(value) : '';
    case 'money':
      return typeof value === 'number' ? money.format(value) : String(value);
    case 'number':
      return typeof value === 'number' ? decimal.format(value) : String(value);
    case 'boolean':
      return value ? texts.yes : texts.no;
    case 'progress':
      return column.progress?.(row)?.text ?? '';
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}

/** A cell's content: capsule badge, progress bar, a custom render, or the text. */
export function renderCell<Row extends GridRow>(column: GridColumn<Row>, row: Row, texts: CellTexts): ReactNode {
  if (column.render) return column.render(row);
  if (column.type === 'capsule') {
    const raw = readCell(column, row);
    if (raw === null || raw === undefined || raw === '') return null;
    return (
      <TextBadge variant="light" color={column.capsuleColors?.[String(raw)] ?? 'gray'} radius="xl">
        {cellText(column, row, texts)}
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
  return cellText(column, row, texts);
}
