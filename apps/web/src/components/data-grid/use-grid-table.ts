import { getCoreRowModel, useReactTable, type ColumnDef, type ColumnSizingState } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { GridColumn, GridRow, GridRowAction } from './grid-types';
import type { GridViewState } from './use-grid-state';

type Special = '__select' | '__drag' | '__expand' | '__actions';

type Options<Row extends GridRow> = {
  rows: Row[];
  columns: GridColumn<Row>[];
  getRowId: (row: Row) => string;
  rowActions: GridRowAction<Row>[] | undefined;
  /** The grid's own leading columns: drag handle, selection box, detail toggle. */
  reorderable: boolean;
  selectable: boolean;
  expandable: boolean;
  state: GridViewState;
  update: (patch: Partial<GridViewState>) => void;
};

/**
 * TanStack Table over the rows on screen: column order, visibility and sizing come from the user's view state
 * (resizing saves the new widths); sorting, filtering and paging are the grid's own (manual).
 */
export function useGridTable<Row extends GridRow>({
  rows,
  columns,
  getRowId,
  rowActions,
  reorderable,
  selectable,
  expandable,
  state,
  update,
}: Options<Row>) {
  const specialColumns = useMemo<Special[]>(
    () => [
      ...(reorderable ? (['__drag'] as const) : []),
      ...(selectable ? (['__select'] as const) : []),
      ...(expandable ? (['__expand'] as const) : []),
    ],
    [reorderable, selectable, expandable],
  );
  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () => [
      ...specialColumns.map((id): ColumnDef<Row> => ({
        id,
        size: id === '__select' ? 55 : 40,
        enableResizing: false,
      })),
      ...columns.map((c): ColumnDef<Row> => ({
        id: c.field,
        size: c.width ?? 160,
        minSize: 40,
        maxSize: 2000,
      })),
      ...(rowActions && rowActions.length > 0
        ? [{ id: '__actions', size: 64, enableResizing: false } satisfies ColumnDef<Row>]
        : []),
    ],
    [specialColumns, columns, rowActions],
  );
  const columnSizing: ColumnSizingState = state.widths;
  return useReactTable({
    data: rows,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => getRowId(row),
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
    enableColumnResizing: true,
    columnResizeMode: 'onEnd',
    state: {
      columnOrder: [...specialColumns, ...state.order, '__actions'],
      columnVisibility: Object.fromEntries(state.hidden.map((f) => [f, false])),
      columnSizing,
    },
    onColumnSizingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(columnSizing) : updater;
      update({ widths: Object.fromEntries(Object.entries(next).filter(([k]) => !k.startsWith('__'))) });
    },
  });
}
