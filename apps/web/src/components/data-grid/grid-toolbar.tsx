import { Button, Group, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons';
import { AdvancedFilter, AdvancedFilterButton, countActiveFilters } from './advanced-filter';
import { FieldCalculationCard } from './field-calculation-card';
import { readCell } from './grid-cells';
import { GridSettingsDialog } from './grid-settings-dialog';
import type { GridColumn, GridRow } from './grid-types';
import type { GridViewState } from './use-grid-state';

type GridToolbarProps<Row extends GridRow> = {
  /** The status line: loading, no rows, or the range of rows shown. */
  status: { loading: boolean; total: number; first: number; last: number };
  /** Grid Settings and Advanced Filter buttons (and their dialogs). */
  settingsBar: boolean;
  calculations: boolean;
  columns: GridColumn<Row>[];
  visibleColumns: GridColumn<Row>[];
  byField: Map<string, GridColumn<Row>>;
  /** What the calculation card reads: the page in server mode, every filtered row in client mode. */
  calculationScope: 'page' | 'all';
  calculationRows: Row[];
  state: GridViewState;
  update: (patch: Partial<GridViewState>) => void;
  /** Back to the default layout. */
  reset: () => void;
  /** Back to page 1 (new filters, reset layout). */
  onFirstPage: () => void;
  /** The screen's own controls at the toolbar's end. */
  children?: ReactNode;
};

/**
 * The bar above the grid: the status line, Grid Settings and Advanced Filter (with their dialogs), the field
 * calculation card and the screen's own controls (exports, buttons).
 */
export function GridToolbar<Row extends GridRow>({
  status,
  settingsBar,
  calculations,
  columns,
  visibleColumns,
  byField,
  calculationScope,
  calculationRows,
  state,
  update,
  reset,
  onFirstPage,
  children,
}: GridToolbarProps<Row>) {
  const { t } = useTranslation();
  const [filterOpen, setFilterOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {status.loading
            ? t('grid.loading')
            : status.total === 0
              ? t('grid.none')
              : t('grid.range', { first: status.first, last: status.last, total: status.total })}
        </Text>
        <Group gap="xs" wrap="wrap">
          {settingsBar && (
            <>
              <Button
                variant="default"
                size="xs"
                leftSection={<Icon name="settings" size={16} />}
                onClick={() => setSettingsOpen(true)}
              >
                {t('grid.gridSettings')}
              </Button>
              <AdvancedFilterButton
                activeFilters={countActiveFilters(state.filters)}
                onClick={() => setFilterOpen(true)}
              />
            </>
          )}
          {/* Sum, average, minimum… mean something only where a column holds numbers (issue #23 item 13). */}
          {calculations && columns.some((c) => c.numeric === true) && (
            <FieldCalculationCard
              scope={calculationScope}
              columns={visibleColumns.map((c) => ({ field: c.field, title: c.title, numeric: c.numeric === true }))}
              values={(field) => {
                const column = byField.get(field);
                return column ? calculationRows.map((row) => readCell(column, row)) : [];
              }}
            />
          )}
          {children}
        </Group>
      </Group>

      {filterOpen && (
        <AdvancedFilter
          opened
          onClose={() => setFilterOpen(false)}
          columns={columns}
          filters={state.filters}
          onApply={(filters) => {
            update({ filters });
            onFirstPage();
          }}
        />
      )}
      {settingsOpen && (
        <GridSettingsDialog
          opened
          onClose={() => setSettingsOpen(false)}
          titles={Object.fromEntries(columns.map((c) => [c.field, c.title]))}
          layout={{ order: state.order, hidden: state.hidden, widths: state.widths }}
          onSave={(layout) => update(layout)}
          onReset={() => {
            reset();
            onFirstPage();
          }}
        />
      )}
    </>
  );
}
