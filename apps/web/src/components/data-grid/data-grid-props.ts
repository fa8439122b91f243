import type { ReactNode } from 'react';
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

/** Checkbox or radio selection; the screen holds the selected ids. */
export type GridSelection<Row extends GridRow> = {
  mode: 'checkbox' | 'radio';
  selected: string[];
  onChange: (ids: string[]) => void;
  isDisabled?: (row: Row) => boolean;
};

/** Master/detail: which rows open a detail row, and what it shows. */
export type GridDetail<Row extends GridRow> = {
  isExpandable: (row: Row) => boolean;
  render: (row: Row) => ReactNode;
};

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
  selection?: GridSelection<Row>;
  rowActions?: GridRowAction<Row>[];
  onReorder?: (event: GridReorderEvent) => void;
  detail?: GridDetail<Row>;
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
