import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridSelection } from './data-grid-props';
import type { GridReorderEvent, GridRow } from './grid-types';

/** The selection as the rows on screen see it: which are selected, and the page's select-all box. */
export type RowSelection<Row extends GridRow> = {
  selectedSet: Set<string>;
  allOnPage: boolean;
  /** Some but not all selectable rows of the page are selected (the page box is indeterminate). */
  someOnPage: boolean;
  toggleRow: (row: Row) => void;
  togglePage: () => void;
};

/** Checkbox or radio selection over the rows on screen; disabled rows are never selected. */
export function rowSelection<Row extends GridRow>(
  selection: GridSelection<Row> | undefined,
  rows: Row[],
  getRowId: (row: Row) => string,
): RowSelection<Row> {
  const selectedSet = new Set(selection?.selected ?? []);
  const selectable = rows.filter((row) => !selection?.isDisabled?.(row));
  const allOnPage = selectable.length > 0 && selectable.every((row) => selectedSet.has(getRowId(row)));
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
      allOnPage ? selection.selected.filter((x) => !ids.includes(x)) : [...new Set([...selection.selected, ...ids])],
    );
  };
  return {
    selectedSet,
    allOnPage,
    someOnPage: !allOnPage && selectable.some((row) => selectedSet.has(getRowId(row))),
    toggleRow,
    togglePage,
  };
}

/** Which rows have their detail row open. */
export function useRowExpansion() {
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const toggleExpanded = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return { expanded, toggleExpanded };
}

export type RowReorder<Row extends GridRow> = {
  /** Screen-reader message of the last move. */
  announcement: string;
  /** Moves a row to a 0-based index on the page (Alt+Arrow on its handle). */
  moveRow: (row: Row, toIndex: number) => void;
  startDrag: (id: string) => void;
  /** Drops the dragged row on the row `targetId` at `toIndex`. */
  dropOn: (targetId: string, toIndex: number) => void;
};

type ReorderOptions<Row extends GridRow> = {
  onReorder: ((event: GridReorderEvent) => void) | undefined;
  rows: Row[];
  /** Rows before the current page: sequence numbers count from the first row of all pages. */
  offset: number;
  getRowId: (row: Row) => string;
  getRowLabel: (row: Row) => string;
};

/** Drag (or Alt+Arrow) reordering of rows, reported as the moved row's id and new sequence_number. */
export function useRowReorder<Row extends GridRow>({
  onReorder,
  rows,
  offset,
  getRowId,
  getRowLabel,
}: ReorderOptions<Row>): RowReorder<Row> {
  const { t } = useTranslation();
  const dragged = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const moveRow = (row: Row, toIndex: number) => {
    if (!onReorder) return;
    const clamped = Math.max(0, Math.min(rows.length - 1, toIndex));
    onReorder({ id: getRowId(row), sequence_number: offset + clamped + 1 });
    setAnnouncement(t('grid.reorder.moved', { row: getRowLabel(row), position: offset + clamped + 1 }));
  };
  const startDrag = (id: string) => {
    dragged.current = id;
  };
  const dropOn = (targetId: string, toIndex: number) => {
    const movedId = dragged.current;
    const moved = rows.find((r) => getRowId(r) === movedId);
    dragged.current = null;
    if (moved && movedId !== targetId) moveRow(moved, toIndex);
  };
  return { announcement, moveRow, startDrag, dropOn };
}
