import { gridPageSizes } from '@connect/contracts/grid/grid-query.schemas';
import { calculateField } from '@connect/domain/grid/field-calculations';
import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, readCell } from './grid-cells';
import type { GridColumn, GridFooterTotal, GridRow } from './grid-types';

/** Grid footer totals appear after this delay (spec 2 §4: 8 seconds). */
export const footerTotalsDelayMs = 8000;

/** Footer totals show "calculating" until `delayMs` after the rows they sum last changed. */
export function useTotalsReady<Row extends GridRow>(
  footerTotals: GridFooterTotal[] | undefined,
  totalsSource: Row[],
  delayMs: number,
): boolean {
  const [totalsReady, setTotalsReady] = useState(false);
  useEffect(() => {
    if (!footerTotals || footerTotals.length === 0) return;
    setTotalsReady(false);
    const timer = window.setTimeout(() => setTotalsReady(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [footerTotals, totalsSource, delayMs]);
  return totalsReady;
}

type GridTotalsRowProps<Row extends GridRow> = {
  columnIds: string[];
  byField: Map<string, GridColumn<Row>>;
  footerTotals: GridFooterTotal[];
  /** The rows totalled: the page in server mode, every filtered row in client mode. */
  rows: Row[];
  ready: boolean;
};

/** The table's footer: a total (count, or USD) under each column that has one. */
export function GridTotalsRow<Row extends GridRow>({
  columnIds,
  byField,
  footerTotals,
  rows,
  ready,
}: GridTotalsRowProps<Row>) {
  const { t } = useTranslation();
  return (
    <tfoot>
      <tr>
        {columnIds.map((columnId, col) => {
          const totalDef = footerTotals.find((f) => f.field === columnId);
          const column = byField.get(columnId);
          if (col === 0 && !totalDef)
            return (
              <th key={columnId} scope="row">
                {t('grid.totals')}
              </th>
            );
          if (!totalDef || !column) return <td key={columnId} />;
          const value = calculateField(
            totalDef.method,
            rows.map((row) => readCell(column, row)),
          );
          return (
            <td key={columnId} aria-label={t('grid.totalOf', { column: column.title })}>
              {!ready ? (
                <Text size="xs" c="dimmed">
                  {t('grid.calculatingTotals')}
                </Text>
              ) : value === undefined ? (
                '—'
              ) : totalDef.method === 'Count' || totalDef.method === 'Distinct Count' ? (
                String(value)
              ) : (
                formatMoney(value)
              )}
            </td>
          );
        })}
      </tr>
    </tfoot>
  );
}

type GridPagerProps = {
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
  pages: number;
  pageNumber: number;
  onPageChange: (pageNumber: number) => void;
};

/** Page size (20, 50, 100, 200, All) and, with more than one page, the pager. */
export function GridPager({ pageSize, onPageSizeChange, pages, pageNumber, onPageChange }: GridPagerProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <NativeSelect
        label={t('grid.pageSize')}
        size="xs"
        w={120}
        value={String(pageSize)}
        onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
        data={gridPageSizes.map((size) => ({
          value: String(size),
          label: size === 1000 ? t('grid.all') : String(size),
        }))}
      />
      {pages > 1 && (
        <Pagination
          size="sm"
          total={pages}
          value={pageNumber}
          onChange={onPageChange}
          getControlProps={(control) => ({
            'aria-label':
              control === 'previous' ? t('common.previousPage') : control === 'next' ? t('common.nextPage') : undefined,
          })}
          getItemProps={(page) => ({ 'aria-label': t('grid.goToPage', { page }) })}
        />
      )}
    </Group>
  );
}
