import type { GridFilter, GridSort } from '@connect/contracts/grid/grid-query.schemas';
import { gridDefaultPageSize, gridPageSizes } from '@connect/contracts/grid/grid-query.schemas';
import type { GridSettings } from '@connect/contracts/grid/grid-settings.schemas';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useGridSettings, useSaveGridSettings } from './api/grid-settings';
import type { GridColumn, GridRow } from './grid-types';

/** What a user can change in a grid, and what follows them to another browser. */
export type GridViewState = {
  order: string[];
  hidden: string[];
  widths: Record<string, number>;
  pageSize: number;
  sort: GridSort[];
  filters: GridFilter[];
};

export function defaultViewState<Row extends GridRow>(
  columns: readonly GridColumn<Row>[],
  defaults: { pageSize?: number; sort?: GridSort[] },
): GridViewState {
  return {
    order: columns.map((c) => c.field),
    hidden: columns.filter((c) => c.hiddenByDefault).map((c) => c.field),
    widths: {},
    pageSize: defaults.pageSize ?? gridDefaultPageSize,
    sort: defaults.sort ?? [],
    filters: [],
  };
}

/** Saved settings over the defaults; columns the grid no longer has are dropped, new ones appended. */
export function mergeSettings(defaults: GridViewState, saved: GridSettings | null | undefined): GridViewState {
  if (!saved) return defaults;
  const known = new Set(defaults.order);
  const order = saved.columnOrder.filter((f) => known.has(f));
  for (const field of defaults.order) if (!order.includes(field)) order.push(field);
  return {
    order,
    hidden:
      saved.hiddenColumns.length > 0 || saved.columnOrder.length > 0
        ? saved.hiddenColumns.filter((f) => known.has(f))
        : defaults.hidden,
    widths: Object.fromEntries(Object.entries(saved.columnWidths).filter(([f]) => known.has(f))),
    pageSize:
      saved.pageSize && (gridPageSizes as readonly number[]).includes(saved.pageSize)
        ? saved.pageSize
        : defaults.pageSize,
    sort: saved.sort.filter((s) => known.has(s.field)),
    filters: saved.filters.filter((f) => known.has(f.field)),
  };
}

const toSettings = (state: GridViewState): GridSettings => ({
  columnOrder: state.order,
  hiddenColumns: state.hidden,
  columnWidths: state.widths,
  pageSize: state.pageSize,
  sort: state.sort,
  filters: state.filters,
});

/**
 * A grid's view state, loaded from the caller's saved settings (when the grid has a key) and saved back a
 * moment after each change, so hidden columns, order, widths, page size, sort and filters follow the user.
 */
export function useGridState<Row extends GridRow>(
  gridKey: string | undefined,
  columns: readonly GridColumn<Row>[],
  defaults: { pageSize?: number; sort?: GridSort[] },
) {
  const fields = columns.map((c) => c.field).join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when the set of columns changes
  const initial = useMemo(() => defaultViewState(columns, defaults), [fields]);
  const saved = useGridSettings(gridKey);
  const save = useSaveGridSettings(gridKey);
  const [state, setState] = useState<GridViewState>(initial);
  const [ready, setReady] = useState(gridKey === undefined);
  const dirty = useRef(false);

  useEffect(() => {
    if (ready) return;
    if (saved.isSuccess) {
      setState(mergeSettings(initial, saved.data.settings));
      setReady(true);
    } else if (saved.isError) setReady(true);
  }, [ready, saved.isSuccess, saved.isError, saved.data, initial]);

  const saveMutate = save.mutate;
  useEffect(() => {
    if (!ready || !dirty.current || gridKey === undefined) return;
    const timer = window.setTimeout(() => saveMutate(toSettings(state)), 400);
    return () => window.clearTimeout(timer);
  }, [state, ready, gridKey, saveMutate]);

  const update = (patch: Partial<GridViewState>) => {
    dirty.current = true;
    setState((current) => ({ ...current, ...patch }));
  };
  const reset = () => {
    dirty.current = true;
    setState(initial);
  };
  return { state, update, reset, ready };
}
