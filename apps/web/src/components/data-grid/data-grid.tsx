import { messages } from '@connect/contracts/errors/messages';
import { gridPageSizes } from '@connect/contracts/grid/grid-query.schemas';
import { calculateField } from '@connect/domain/grid/field-calculations';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Loader,
  Menu,
  NativeSelect,
  Pagination,
  Radio,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnSizingState,
  type Header,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  createContext,
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { Icon } from '../icons';
import { AdvancedFilter, AdvancedFilterButton, countActiveFilters } from './advanced-filter';
import { applyClientQuery } from './client-query';
import { FieldCalculationCard } from './field-calculation-card';
import { cellText, formatMoney, readCell, renderCell } from './grid-cells';
import { GridSettingsDialog } from './grid-settings-dialog';
import type {
  GridColumn,
  GridFooterTotal,
  GridPage,
  GridReorderEvent,
  GridRequest,
  GridRow,
  GridRowAction,
  GridSort,
} from './grid-types';
import { useGridState } from './use-grid-state';

/** Master/detail nesting: a grid inside a detail row knows its depth; at most three levels (spec 2 §2). */
const DetailDepth = createContext(0);
export const maxDetailDepth = 3;

/** Rows above this count are virtualized (only what is on screen is in the DOM). */
const virtualizeAbove = 100;
const rowHeight = 41;
/** Grid footer totals appear after this delay (spec 2 §4: 8 seconds). */
export const footerTotalsDelayMs = 8000;
/** Server-mode exports and e-mails read at most this many rows (spec 2 §9: server state take 5000). */
export const serverExportTake = 5000;

type Special = '__select' | '__drag' | '__expand' | '__actions';

type CommonProps<Row extends GridRow> = {
  /** Accessible name of the table. */
  label: string;
  columns: GridColumn<Row>[];
  getRowId: (row: Row) => string;
  /** What screen readers call a row in its action and selection labels (default: its id). */
  getRowLabel?: (row: Row) => string;
  /** Persists the user's settings of this grid on the server. */
  gridKey?: string;
  defaultSort?: GridSort[];
  defaultPageSize?: number;
  /** false: no pager, every row (virtualized). Client mode only. */
  paging?: boolean;
  selection?: {
    mode: 'checkbox' | 'radio';
    selected: string[];
    onChange: (ids: string[]) => void;
    isDisabled?: (row: Row) => boolean;
  };
  rowActions?: GridRowAction<Row>[];
  onReorder?: (event: GridReorderEvent) => void;
  detail?: { isExpandable: (row: Row) => boolean; render: (row: Row) => ReactNode };
  footerTotals?: GridFooterTotal[];
  totalsDelayMs?: number;
  /** Grid Settings and Advanced Filter buttons (spec 2 §2 grid settings bar). */
  settingsBar?: boolean;
  calculations?: boolean;
  /** Extra controls at the toolbar's end (export menu, buttons of the screen). */
  toolbar?: (api: GridToolbarApi<Row>) => ReactNode;
  /** Height of the scrolling body in px. */
  height?: number;
};

/** What a toolbar (e.g. exports) can read from the grid: visible columns in order and the rows to export. */
export type GridToolbarApi<Row extends GridRow> = {
  visibleColumns: GridColumn<Row>[];
  request: GridRequest;
  /** Client mode: every filtered, sorted row; server mode: up to 5000 rows read page by page. */
  loadAllRows: () => Promise<Row[]>;
};

export type ClientGridProps<Row extends GridRow> = CommonProps<Row> & { mode?: 'client'; rows: Row[] };
export type ServerGridProps<Row extends GridRow> = CommonProps<Row> & {
  mode: 'server';
  queryKey: readonly unknown[];
  fetchPage: (request: GridRequest, signal?: AbortSignal) => Promise<GridPage<Row>>;
};
export type DataGridProps<Row extends GridRow> = ClientGridProps<Row> | ServerGridProps<Row>;

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

/**
 * The one data grid of every list screen (spec 2 §2, §3, §7, §9): server or client mode, sorting, filters
 * (Advanced Filter with a count badge), column order/size/visibility saved per user, paging 20/50/100/200/All,
 * checkbox or radio selection, row actions that may depend on the row, drag reordering, master/detail up to
 * three levels, capsule/replace/progress cells, field calculations, delayed USD footer totals, virtualized
 * rendering for large row counts, and keyboard use (arrows across cells, Enter opens a row's actions).
 */
export function DataGrid<Row extends GridRow>(props: DataGridProps<Row>) {
  const { t } = useTranslation();
  const depth = useContext(DetailDepth);
  const {
    label,
    columns,
    getRowId,
    getRowLabel = getRowId,
    gridKey,
    selection,
    rowActions,
    onReorder,
    detail,
    footerTotals,
    totalsDelayMs = footerTotalsDelayMs,
    settingsBar = true,
    calculations = true,
    height = 520,
  } = props;
  const serverMode = props.mode === 'server';
  const paging = serverMode || props.paging !== false;
  const yesNo = useMemo(() => ({ yes: t('grid.yes'), no: t('grid.no') }), [t]);
  const { state, update, reset, ready } = useGridState(gridKey, columns, {
    pageSize: props.defaultPageSize,
    sort: props.defaultSort,
  });
  const [pageNumber, setPageNumber] = useState(1);
  const [filterOpen, setFilterOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());

  const byField = useMemo(() => new Map(columns.map((c) => [c.field, c])), [columns]);
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
      return column.replace ? cellText(column, row, yesNo) : readCell(column, row);
    });
  }, [clientRows, state.filters, state.sort, byField, yesNo]);

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

  const visibleColumns = state.order
    .filter((f) => !state.hidden.includes(f))
    .map((f) => byField.get(f))
    .filter((c): c is GridColumn<Row> => c !== undefined);

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

  // ---------- selection, expansion, reorder ----------
  const selectedSet = new Set(selection?.selected ?? []);
  const selectable = rows.filter((row) => !selection?.isDisabled?.(row));
  const allOnPageSelected = selectable.length > 0 && selectable.every((row) => selectedSet.has(getRowId(row)));
  const toggleRow = (row: Row) => {
    if (!selection || selection.isDisabled?.(row)) return;
    const id = getRowId(row);
    if (selection.mode === 'radio') selection.onChange([id]);
    else
      selection.onChange(
        selectedSet.has(id) ? selection.selected.filter((x) => x !== id) : [...selection.selected, id],
      );
  };
  const togglePage = () => {
    if (!selection) return;
    const ids = selectable.map(getRowId);
    selection.onChange(
      allOnPageSelected
        ? selection.selected.filter((x) => !ids.includes(x))
        : [...new Set([...selection.selected, ...ids])],
    );
  };
  const canExpand = detail !== undefined && depth < maxDetailDepth - 1;
  const toggleExpanded = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const dragged = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const moveRow = (row: Row, toIndex: number) => {
    if (!onReorder) return;
    const clamped = Math.max(0, Math.min(rows.length - 1, toIndex));
    const offset = paging ? (pageNumber - 1) * state.pageSize : 0;
    onReorder({ id: getRowId(row), sequence_number: offset + clamped + 1 });
    setAnnouncement(t('grid.reorder.moved', { row: getRowLabel(row), position: offset + clamped + 1 }));
  };

  // ---------- TanStack Table: column order, visibility and sizing ----------
  const specialColumns: Special[] = [
    ...(onReorder ? (['__drag'] as const) : []),
    ...(selection ? (['__select'] as const) : []),
    ...(canExpand ? (['__expand'] as const) : []),
  ];
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
        ? [{ id: '__actions', size: 100, enableResizing: false } satisfies ColumnDef<Row>]
        : []),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- specialColumns is derived from the listed props
    [columns, rowActions, onReorder, selection === undefined, canExpand],
  );
  const columnSizing: ColumnSizingState = state.widths;
  const table = useReactTable({
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
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const tableRows = table.getRowModel().rows;

  // ---------- virtualization ----------
  const items = useMemo(() => {
    const list: { kind: 'row' | 'detail'; index: number }[] = [];
    tableRows.forEach((row, index) => {
      list.push({ kind: 'row', index });
      if (canExpand && expanded.has(row.id)) list.push({ kind: 'detail', index });
    });
    return list;
  }, [tableRows, canExpand, expanded]);
  // Rows have one height unless details are open, then each rendered row is measured.
  const measured = canExpand && expanded.size > 0;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = items.length > virtualizeAbove;
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    enabled: virtual,
  });
  const virtualItems = virtual ? virtualizer.getVirtualItems() : [];
  const shown = virtual
    ? virtualItems.map((v) => ({ item: items[v.index], v }))
    : items.map((item) => ({ item, v: undefined }));
  const padTop = virtual ? (virtualItems[0]?.start ?? 0) : 0;
  const padBottom = virtual ? virtualizer.getTotalSize() - (virtualItems.at(-1)?.end ?? 0) : 0;

  // ---------- keyboard: a roving cell focus over header (row 0) and rows (1..n) ----------
  const [active, setActive] = useState<{ row: number; col: number }>({ row: 0, col: 0 });
  const focusPending = useRef(false);
  const colCount = headers.length;
  const tableRef = useRef<HTMLTableElement>(null);
  useEffect(() => {
    if (!focusPending.current) return;
    const cell = tableRef.current?.querySelector<HTMLElement>(`[data-cell="${active.row}:${active.col}"]`);
    if (cell) {
      cell.focus();
      focusPending.current = false;
    }
  });
  const moveFocus = (row: number, col: number) => {
    const r = Math.max(0, Math.min(tableRows.length, row));
    const c = Math.max(0, Math.min(colCount - 1, col));
    focusPending.current = true;
    setActive({ row: r, col: c });
    if (virtual && r > 0) {
      const itemIndex = items.findIndex((i) => i.kind === 'row' && i.index === r - 1);
      if (itemIndex >= 0) virtualizer.scrollToIndex(itemIndex, { align: 'auto' });
    }
  };
  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    if (!target.dataset.cell || event.altKey) return;
    const { row, col } = stop;
    const keys: Record<string, () => void> = {
      ArrowRight: () => moveFocus(row, col + 1),
      ArrowLeft: () => moveFocus(row, col - 1),
      ArrowDown: () => moveFocus(row + 1, col),
      ArrowUp: () => moveFocus(row - 1, col),
      Home: () => moveFocus(event.ctrlKey ? 0 : row, 0),
      End: () => moveFocus(event.ctrlKey ? tableRows.length : row, colCount - 1),
      PageDown: () => moveFocus(row + 10, col),
      PageUp: () => moveFocus(row - 10, col),
      Enter: () => {
        // Enter on a header sorts; on a row, it opens the row's actions (or toggles its selection / detail).
        const control = target.querySelector<HTMLElement>('button, input, [role="button"]');
        if (row === 0) control?.click();
        else {
          const actions = target.closest('tr')?.querySelector<HTMLElement>('[data-row-actions]');
          (actions ?? control)?.click();
        }
      },
      ' ': () => {
        if (row > 0) target.querySelector<HTMLElement>('input')?.click();
      },
    };
    const handler = keys[event.key];
    if (handler) {
      event.preventDefault();
      handler();
    }
  };
  // The tab stop stays on a cell that exists when rows or columns go away (filtering, hiding columns).
  const stop = { row: Math.min(active.row, tableRows.length), col: Math.min(active.col, Math.max(0, colCount - 1)) };
  const cellProps = (row: number, col: number) => ({
    'data-cell': `${row}:${col}`,
    tabIndex: stop.row === row && stop.col === col ? 0 : -1,
    onFocus: () => {
      if (active.row !== row || active.col !== col) setActive({ row, col });
    },
  });

  // ---------- footer totals, after the spec's delay ----------
  const [totalsReady, setTotalsReady] = useState(false);
  const totalsSource = serverMode ? rows : clientResult;
  useEffect(() => {
    if (!footerTotals || footerTotals.length === 0) return;
    setTotalsReady(false);
    const timer = window.setTimeout(() => setTotalsReady(true), totalsDelayMs);
    return () => window.clearTimeout(timer);
  }, [footerTotals, totalsSource, totalsDelayMs]);

  // ---------- sort ----------
  const sortOf = (field: string) => state.sort.find((s) => s.field === field)?.dir;
  const toggleSort = (field: string, multi: boolean) => {
    const current = sortOf(field);
    const next: GridSort[] =
      current === 'asc' ? [{ field, dir: 'desc' }] : current === 'desc' ? [] : [{ field, dir: 'asc' }];
    const others = multi ? state.sort.filter((s) => s.field !== field) : [];
    update({ sort: [...others, ...next] });
    setPageNumber(1);
  };

  const activeFilters = countActiveFilters(state.filters);
  const emptyText = serverMode ? messages.noRecordsFound : messages.noRecordsAvailable;
  const firstShown = total === 0 ? 0 : paging ? (pageNumber - 1) * state.pageSize + 1 : 1;
  const lastShown = paging ? Math.min(total, pageNumber * state.pageSize) : total;
  const error = server.error;
  const loading = serverMode && server.isPending;

  const headerCell = (header: Header<Row, unknown>, col: number) => {
    const id = header.column.id;
    const style = { width: header.getSize() };
    const common = { ...cellProps(0, col), style };
    if (id === '__select') {
      return (
        <th key={id} {...common} scope="col">
          {selection?.mode === 'checkbox' ? (
            <Checkbox
              aria-label={t('grid.selectPage')}
              checked={allOnPageSelected}
              indeterminate={!allOnPageSelected && selectable.some((row) => selectedSet.has(getRowId(row)))}
              onChange={togglePage}
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
        <th key={id} {...common} scope="col">
          <span className="visually-hidden">{names[id]}</span>
        </th>
      );
    }
    const column = byField.get(id);
    if (!column) return null;
    const dir = sortOf(id);
    const filtered = state.filters.some((f) => f.field === id);
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
              onClick={(event) => toggleSort(id, event.shiftKey)}
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

  const bodyCell = (row: Row, rowIndex: number, columnId: string, col: number) => {
    const id = getRowId(row);
    const common = { ...cellProps(rowIndex + 1, col), role: 'gridcell' };
    switch (columnId) {
      case '__drag':
        return (
          <td key={columnId} {...common}>
            <ActionIcon
              variant="subtle"
              color="gray"
              draggable
              tabIndex={-1}
              aria-label={t('grid.reorder.handle', { row: getRowLabel(row) })}
              aria-description={t('grid.reorder.help')}
              onDragStart={(event) => {
                dragged.current = id;
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', id);
              }}
              onKeyDown={(event) => {
                if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
                  event.preventDefault();
                  moveRow(row, rowIndex + (event.key === 'ArrowUp' ? -1 : 1));
                }
              }}
            >
              <Icon name="drag" size={16} />
            </ActionIcon>
          </td>
        );
      case '__select': {
        const disabled = selection?.isDisabled?.(row) ?? false;
        const name = t('grid.selectRow', { row: getRowLabel(row) });
        return (
          <td key={columnId} {...common}>
            {selection?.mode === 'radio' ? (
              <Radio
                aria-label={name}
                checked={selectedSet.has(id)}
                disabled={disabled}
                onChange={() => toggleRow(row)}
                tabIndex={-1}
                name={`${label}-selection`}
              />
            ) : (
              <Checkbox
                aria-label={name}
                checked={selectedSet.has(id)}
                disabled={disabled}
                onChange={() => toggleRow(row)}
                tabIndex={-1}
              />
            )}
          </td>
        );
      }
      case '__expand': {
        if (!detail?.isExpandable(row)) return <td key={columnId} {...common} />;
        const open = expanded.has(id);
        return (
          <td key={columnId} {...common}>
            <ActionIcon
              variant="subtle"
              color="gray"
              tabIndex={-1}
              aria-expanded={open}
              aria-label={t(open ? 'grid.hideDetails' : 'grid.showDetails', { row: getRowLabel(row) })}
              onClick={() => toggleExpanded(id)}
            >
              <Icon name={open ? 'chevron-down' : 'chevron-right'} size={16} />
            </ActionIcon>
          </td>
        );
      }
      case '__actions': {
        const actions = (rowActions ?? []).filter((a) => !a.hidden?.(row));
        return (
          <td key={columnId} {...common}>
            {actions.length > 0 && (
              <Menu position="bottom-end" withinPortal shadow="md">
                <Menu.Target>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    tabIndex={-1}
                    data-row-actions
                    aria-label={t('grid.actionsFor', { row: getRowLabel(row) })}
                  >
                    <Icon name="menu" size={18} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  {actions.map((action) => (
                    <Menu.Item key={action.label} color={action.color} onClick={() => action.onClick(row)}>
                      {action.label}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            )}
          </td>
        );
      }
      default: {
        const column = byField.get(columnId);
        return (
          <td key={columnId} {...common}>
            {column ? renderCell(column, row, yesNo) : null}
          </td>
        );
      }
    }
  };

  const visibleIds = headers.map((h) => h.column.id);

  return (
    <Stack gap="xs" className="data-grid">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {server.isFetching && serverMode
            ? t('grid.loading')
            : total === 0
              ? t('grid.none')
              : t('grid.range', { first: firstShown, last: lastShown, total })}
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
              <AdvancedFilterButton activeFilters={activeFilters} onClick={() => setFilterOpen(true)} />
            </>
          )}
          {calculations && (
            <FieldCalculationCard
              scope={serverMode ? 'page' : 'all'}
              columns={visibleColumns.map((c) => ({ field: c.field, title: c.title, numeric: c.numeric === true }))}
              values={(field) => {
                const column = byField.get(field);
                return column ? (serverMode ? rows : clientResult).map((row) => readCell(column, row)) : [];
              }}
            />
          )}
          {props.toolbar?.({
            visibleColumns: visibleColumns.filter((c) => c.isExportable !== false),
            request,
            loadAllRows,
          })}
        </Group>
      </Group>

      {error ? (
        <Text role="alert" c="red">
          {error instanceof ApiError ? error.message : String(error)}
        </Text>
      ) : (
        <div
          ref={scrollRef}
          className="grid-scroll"
          style={{ maxHeight: height }}
          // The scroll container is reachable by keyboard only through the grid's cells.
        >
          <table
            ref={tableRef}
            role="grid"
            aria-label={label}
            aria-rowcount={total + 1}
            aria-busy={serverMode && server.isFetching}
            className="grid-table"
            style={{ width: table.getTotalSize() }}
            onKeyDown={onGridKeyDown}
          >
            <thead>
              <tr aria-rowindex={1}>{headers.map((header, col) => headerCell(header, col))}</tr>
            </thead>
            <tbody>
              {padTop > 0 && (
                <tr aria-hidden style={{ height: padTop }}>
                  <td colSpan={visibleIds.length} />
                </tr>
              )}
              {loading && (
                <tr>
                  <td colSpan={visibleIds.length}>
                    <Loader size="sm" aria-label={t('grid.loading')} />
                  </td>
                </tr>
              )}
              {!loading && rows.length === 0 && (
                <tr>
                  <td colSpan={visibleIds.length} className="grid-empty">
                    {emptyText}
                  </td>
                </tr>
              )}
              {shown.map(({ item, v }) => {
                if (!item) return null;
                const tableRow = tableRows[item.index];
                if (!tableRow) return null;
                const row = tableRow.original;
                const id = getRowId(row);
                const measure = virtual && measured ? virtualizer.measureElement : undefined;
                if (item.kind === 'detail') {
                  return (
                    <tr key={`${id}-detail`} ref={measure} data-index={v?.index} className="grid-detail-row">
                      <td colSpan={visibleIds.length}>
                        <DetailDepth.Provider value={depth + 1}>{detail?.render(row)}</DetailDepth.Provider>
                      </td>
                    </tr>
                  );
                }
                return (
                  <tr
                    key={id}
                    ref={measure}
                    data-index={v?.index}
                    aria-rowindex={(paging ? (pageNumber - 1) * state.pageSize : 0) + item.index + 2}
                    aria-selected={selection ? selectedSet.has(id) : undefined}
                    className="grid-row"
                    onDragOver={
                      onReorder
                        ? (event) => {
                            event.preventDefault();
                            event.dataTransfer.dropEffect = 'move';
                          }
                        : undefined
                    }
                    onDrop={
                      onReorder
                        ? (event) => {
                            event.preventDefault();
                            const movedId = dragged.current;
                            const moved = rows.find((r) => getRowId(r) === movedId);
                            dragged.current = null;
                            if (moved && movedId !== id) moveRow(moved, item.index);
                          }
                        : undefined
                    }
                  >
                    {visibleIds.map((columnId, col) => (
                      <Fragment key={columnId}>{bodyCell(row, item.index, columnId, col)}</Fragment>
                    ))}
                  </tr>
                );
              })}
              {padBottom > 0 && (
                <tr aria-hidden style={{ height: padBottom }}>
                  <td colSpan={visibleIds.length} />
                </tr>
              )}
            </tbody>
            {footerTotals && footerTotals.length > 0 && (
              <tfoot>
                <tr>
                  {visibleIds.map((columnId, col) => {
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
                      totalsSource.map((row) => readCell(column, row)),
                    );
                    return (
                      <td key={columnId} aria-label={t('grid.totalOf', { column: column.title })}>
                        {!totalsReady ? (
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
            )}
          </table>
        </div>
      )}

      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>

      {paging && (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <NativeSelect
            label={t('grid.pageSize')}
            size="xs"
            w={120}
            value={String(state.pageSize)}
            onChange={(event) => {
              update({ pageSize: Number(event.currentTarget.value) });
              setPageNumber(1);
            }}
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
              onChange={setPageNumber}
              getControlProps={(control) => ({
                'aria-label':
                  control === 'previous'
                    ? t('common.previousPage')
                    : control === 'next'
                      ? t('common.nextPage')
                      : undefined,
              })}
              getItemProps={(page) => ({ 'aria-label': t('grid.goToPage', { page }) })}
            />
          )}
        </Group>
      )}

      {filterOpen && (
        <AdvancedFilter
          opened
          onClose={() => setFilterOpen(false)}
          columns={columns}
          filters={state.filters}
          onApply={(filters) => {
            update({ filters });
            setPageNumber(1);
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
            setPageNumber(1);
          }}
        />
      )}
    </Stack>
  );
}
