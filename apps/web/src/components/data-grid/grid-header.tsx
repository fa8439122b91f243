import { Checkbox, Group, UnstyledButton } from '@mantine/core';
import type { Header } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons';
import type { RowSelection } from './grid-row-state';
import type { GridColumn, GridFilter, GridRow, GridSort } from './grid-types';
import type { GridCellProps } from './use-grid-keyboard';

function SortIndicator({ dir }: { dir: 'asc' | 'desc' | undefined }) {
  if (!dir) return null;
  return <Icon name={dir === 'asc' ? 'arrow-up' : 'arrow-down'} size={14} aria-hidden />;
}

function ResizeHandle<Row extends GridRow>({ header, label }: { header: Header<Row, unknown>; label: string }) {
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      onMouseDown={header.getResizeHandler()}
      onTouchStart={header.getResizeHandler()}
      onDoubleClick={() => header.column.resetSize()}
      className="grid-resizer"
    />
  );
}

/** A click on a header: ascending, descending, then unsorted; `multi` (Shift) keeps the other columns' sort. */
function nextSort(sort: GridSort[], field: string, multi: boolean): GridSort[] {
  const current = sort.find((s) => s.field === field)?.dir;
  const next: GridSort[] =
    current === 'asc' ? [{ field, dir: 'desc' }] : current === 'desc' ? [] : [{ field, dir: 'asc' }];
  const others = multi ? sort.filter((s) => s.field !== field) : [];
  return [...others, ...next];
}

type GridHeaderRowProps<Row extends GridRow> = {
  headers: Header<Row, unknown>[];
  byField: Map<string, GridColumn<Row>>;
  sort: GridSort[];
  filters: GridFilter[];
  onSortChange: (sort: GridSort[]) => void;
  selectionMode: 'checkbox' | 'radio' | undefined;
  pageSelection: RowSelection<Row>;
  cellProps: (row: number, col: number) => GridCellProps;
};

/**
 * The header row (row 0 of the keyboard grid): sort buttons with their direction, a mark on filtered columns,
 * resize handles, the select-all-on-page box and hidden names of the grid's own columns.
 */
export function GridHeaderRow<Row extends GridRow>({
  headers,
  byField,
  sort,
  filters,
  onSortChange,
  selectionMode,
  pageSelection,
  cellProps,
}: GridHeaderRowProps<Row>) {
  const { t } = useTranslation();

  const headerCell = (header: Header<Row, unknown>, col: number) => {
    const id = header.column.id;
    const style = { width: header.getSize() };
    const common = { ...cellProps(0, col), style };
    if (id === '__select') {
      return (
        <th key={id} {...common} scope="col">
          {selectionMode === 'checkbox' ? (
            <Checkbox
              aria-label={t('grid.selectPage')}
              checked={pageSelection.allOnPage}
              indeterminate={pageSelection.someOnPage}
              onChange={pageSelection.togglePage}
              tabIndex={-1}
            />
          ) : (
            <span className="visually-hidden">{t('grid.select')}</span>
          )}
        </th>
      );
    }
    if (id.startsWith('__')) {
      const names: Record<string, string> = {
        __drag: t('grid.reorder.column'),
        __expand: t('grid.details'),
        __actions: t('grid.actions'),
      };
      return (
        <th key={id} {...common} scope="col" className={id === '__actions' ? 'grid-pinned-end' : undefined}>
          <span className="visually-hidden">{names[id]}</span>
        </th>
      );
    }
    const column = byField.get(id);
    if (!column) return null;
    const dir = sort.find((s) => s.field === id)?.dir;
    const filtered = filters.some((f) => f.field === id);
    return (
      <th
        key={id}
        {...common}
        scope="col"
        aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}
        className="grid-th"
      >
        <Group gap={4} wrap="nowrap" justify="space-between">
          {column.sortable === false ? (
            <span>{column.title}</span>
          ) : (
            <UnstyledButton
              tabIndex={-1}
              className="grid-sort"
              onClick={(event) => onSortChange(nextSort(sort, id, event.shiftKey))}
              aria-label={t('grid.sortBy', { column: column.title })}
            >
              <Group gap={2} wrap="nowrap">
                <span>{column.title}</span>
                <SortIndicator dir={dir} />
              </Group>
            </UnstyledButton>
          )}
          {filtered && <Icon name="filter" size={12} aria-label={t('grid.filteredColumn')} role="img" />}
        </Group>
        {header.column.getCanResize() && (
          <ResizeHandle header={header} label={t('grid.resizeColumn', { column: column.title })} />
        )}
      </th>
    );
  };

  return <tr aria-rowindex={1}>{headers.map((header, col) => headerCell(header, col))}</tr>;
}
