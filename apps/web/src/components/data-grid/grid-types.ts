import type { GridFilter, GridSort } from '@connect/contracts/grid/grid-query.schemas';
import type { CalculationMethod } from '@connect/domain/grid/field-calculations';
import type { Progress } from '@connect/domain/grid/progress';
import type { ReactNode } from 'react';

/** A grid row: any record; the grid reads fields by name (spec 2 §3 grid structures). */
export type GridRow = Record<string, unknown>;

/** Filter kinds of spec 2 §3: text, number (minimum 0), date (optional range), dropdown. */
export type GridColumnFilter =
  | { type: 'text' }
  | { type: 'number' }
  | { type: 'date'; range?: boolean }
  | { type: 'dropdown'; options: { value: string; label: string }[] };

/** How a cell shows its value. */
export type GridCellType = 'text' | 'number' | 'money' | 'date' | 'datetime' | 'boolean' | 'capsule' | 'progress';

/**
 * Column definition of spec 2 §3: field, fieldTitle (title), type, width, filter, sortable, isExportable,
 * plus the capsule (status badge) colours, replace rules (raw value → shown text) and a progress rule.
 */
export type GridColumn<Row extends GridRow = GridRow> = {
  field: string;
  title: string;
  type?: GridCellType;
  width?: number;
  filter?: GridColumnFilter;
  sortable?: boolean;
  isExportable?: boolean;
  /** Hidden until the user shows it in Grid Settings. */
  hiddenByDefault?: boolean;
  /** Raw value → shown text (e.g. 'EMPLOYEE' → 'Employee'); applied to cells, filters' options and exports. */
  replace?: Partial<Record<string, string>>;
  /** capsule: colour per raw value (Mantine colour names). */
  capsuleColors?: Partial<Record<string, string>>;
  /** progress: the rule that turns a row into a bar (spec 2 §4). */
  progress?: (row: Row) => (Progress & { tooltip?: string }) | undefined;
  /** A cell of one's own; exports still use the text value. */
  render?: (row: Row) => ReactNode;
  /** The value a cell, a filter, a total and an export read; default row[field]. */
  accessor?: (row: Row) => unknown;
  /** Column can feed the field-calculation card and footer totals. */
  numeric?: boolean;
  /**
   * The key column (house bill, invoice number, booking reference): its cell links to the record, and the grid
   * opens the row there on a click anywhere in it (not on its own controls) and on Enter (the first such column).
   */
  linkTo?: (row: Row) => string;
};

/** A row action; `hidden` makes it conditional on the row's values (spec 2 §6). */
export type GridRowAction<Row extends GridRow = GridRow> = {
  label: string;
  onClick: (row: Row) => void;
  hidden?: (row: Row) => boolean;
  /** Mantine colour of the item's text ('red' for a destructive action: styles.css makes it pass AA). */
  color?: string;
};

/** The event of a drag reorder (spec 2 §2): the moved row's id and its new sequence_number (1-based). */
export type GridReorderEvent = { id: string; sequence_number: number };

/** One request of a server-mode grid: the spec's query-string fields (spec 2 §7). */
export type GridRequest = {
  filter: GridFilter[];
  pageNumber: number;
  pageSize: number;
  sort: GridSort[];
  action?: string;
};

export type GridPage<Row> = { items: Row[]; total: number };

export type GridFooterTotal = { field: string; method: CalculationMethod; label?: string };

export type { CalculationMethod, GridFilter, GridSort };
