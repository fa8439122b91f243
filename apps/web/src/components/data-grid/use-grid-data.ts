import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { applyClientQuery } from './client-query';
import type { DataGridProps } from './data-grid-props';
import { cellText, readCell, type CellTexts } from './grid-cells';
import type { GridColumn, GridRequest, GridRow } from './grid-types';
import type { GridViewState } from './use-grid-state';

/** Server-mode exports and e-mails read at most this many rows (spec 2 §9: server state take 5000). */
export const serverExportTake = 5000;

type Options<Row extends GridRow> = {
  state: GridViewState;
  /** The saved settings have loaded: a server grid waits for them before its first request. */
  ready: boolean;
  byField: Map<string, GridColumn<Row>>;
  texts: CellTexts;
  paging: boolean;
};

/**
 * The rows of a grid and its paging: server mode asks for one page per page/sort/filter change, client mode
 * filters, sorts and slices the rows it was given. `loadAllRows` reads every row for exports.
 */
export function useGridData<Row extends GridRow>(
  props: DataGridProps<Row>,
  { state, ready, byField, texts, paging }: Options<Row>,
) {
  const serverMode = props.mode === 'server';
  const [pageNumber, setPageNumber] = useState(1);
  const request: GridRequest = {
    filter: state.filters,
    pageNumber,
    pageSize: state.pageSize,
    sort: state.sort,
  };

  // Server mode: one request per page/sort/filter change, the previous page kept on screen meanwhile.
  const server = useQuery({
    queryKey: serverMode ? [...props.queryKey, request] : ['client-grid'],
    queryFn: ({ signal }) =>
      serverMode ? props.fetchPage(request, signal) : Promise.resolve({ items: [] as Row[], total: 0 }),
    enabled: serverMode && ready,
    placeholderData: keepPreviousData,
  });

  const clientRows = serverMode ? undefined : props.rows;
  const clientResult = useMemo(() => {
    if (!clientRows) return [];
    return applyClientQuery(clientRows, { filter: state.filters, sort: state.sort }, (row, field) => {
      const column = byField.get(field);
      if (!column) return row[field];
      // Filters and sorting read what the user sees when a replace rule applies.
      return column.replace ? cellText(column, row, texts) : readCell(column, row);
    });
  }, [clientRows, state.filters, state.sort, byField, texts]);

  const total = serverMode ? (server.data?.total ?? 0) : clientResult.length;
  const rows: Row[] = serverMode
    ? (server.data?.items ?? [])
    : paging
      ? clientResult.slice((pageNumber - 1) * state.pageSize, pageNumber * state.pageSize)
      : clientResult;
  const pages = Math.max(1, Math.ceil(total / state.pageSize));
  // The screen's own filters (search box, quick filters) are part of the query key: a change starts at page 1.
  const screenKey = serverMode ? JSON.stringify(props.queryKey) : '';
  useEffect(() => setPageNumber(1), [screenKey]);
  useEffect(() => {
    if (pageNumber > pages) setPageNumber(pages);
  }, [pageNumber, pages]);

  const loadAllRows = useCallback(async (): Promise<Row[]> => {
    if (!serverMode) return clientResult;
    const all: Row[] = [];
    for (let page = 1; all.length < serverExportTake; page += 1) {
      const result = await props.fetchPage({ ...request, pageNumber: page, pageSize: 1000, action: 'export' });
      all.push(...result.items);
      if (result.items.length < 1000 || all.length >= result.total) break;
    }
    return all.slice(0, serverExportTake);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the request's parts are listed
  }, [serverMode, clientResult, state.filters, state.sort]);

  return {
    request,
    pageNumber,
    setPageNumber,
    pages,
    /** Rows before the current page (0 without paging). */
    offset: paging ? (pageNumber - 1) * state.pageSize : 0,
    /** The rows on screen: the current page, or every row without paging. */
    rows,
    /** Client mode: every filtered, sorted row (all pages). */
    clientResult,
    total,
    fetching: server.isFetching,
    loading: serverMode && server.isPending,
    error: server.error,
    loadAllRows,
  };
}
