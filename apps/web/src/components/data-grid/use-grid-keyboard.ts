import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/** What every header and body cell spreads: its position, and whether it is the grid's one tab stop. */
export type GridCellProps = { 'data-cell': string; tabIndex: number; onFocus: () => void };

type Options = {
  /** Body rows (the header is row 0, body rows are 1..rowCount). */
  rowCount: number;
  colCount: number;
  /** Brings a body row (0-based) on screen before it takes focus. */
  scrollToRow: (rowIndex: number) => void;
  /** Opens a body row's record (0-based), when the grid has a key column that links to it. */
  openRow?: (rowIndex: number) => void;
};

/**
 * Keyboard use of the grid: a roving cell focus over header (row 0) and rows (1..n). Arrows, Home/End and
 * PageUp/PageDown move across cells; Enter sorts a header, follows a cell's link, opens the row's record (grids
 * with a key column) or else its actions; Space toggles a row's box.
 */
export function useGridKeyboard({ rowCount, colCount, scrollToRow, openRow }: Options) {
  const [active, setActive] = useState<{ row: number; col: number }>({ row: 0, col: 0 });
  const focusPending = useRef(false);
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
    const r = Math.max(0, Math.min(rowCount, row));
    const c = Math.max(0, Math.min(colCount - 1, col));
    focusPending.current = true;
    setActive({ row: r, col: c });
    if (r > 0) scrollToRow(r - 1);
  };
  // The tab stop stays on a cell that exists when rows or columns go away (filtering, hiding columns).
  const stop = { row: Math.min(active.row, rowCount), col: Math.min(active.col, Math.max(0, colCount - 1)) };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    if (!target.dataset.cell || event.altKey) return;
    const { row, col } = stop;
    const keys: Record<string, () => void> = {
      ArrowRight: () => moveFocus(row, col + 1),
      ArrowLeft: () => moveFocus(row, col - 1),
      ArrowDown: () => moveFocus(row + 1, col),
      ArrowUp: () => moveFocus(row - 1, col),
      Home: () => moveFocus(event.ctrlKey ? 0 : row, 0),
      End: () => moveFocus(event.ctrlKey ? rowCount : row, colCount - 1),
      PageDown: () => moveFocus(row + 10, col),
      PageUp: () => moveFocus(row - 10, col),
      Enter: () => {
        // Enter on a header sorts. On a row: a cell's link is followed, the actions and detail buttons do their
        // own thing, a row with a record opens it; otherwise the row's actions open (or its selection / detail).
        const control = target.querySelector<HTMLElement>('button, input, [role="button"]');
        if (row === 0) {
          control?.click();
          return;
        }
        const link = target.querySelector<HTMLElement>('a[href]');
        const ownButton = target.querySelector<HTMLElement>('[data-row-actions], [data-row-expand]');
        if (link) link.click();
        else if (ownButton) ownButton.click();
        else if (openRow) openRow(row - 1);
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
  const cellProps = (row: number, col: number): GridCellProps => ({
    'data-cell': `${row}:${col}`,
    tabIndex: stop.row === row && stop.col === col ? 0 : -1,
    onFocus: () => {
      if (active.row !== row || active.col !== col) setActive({ row, col });
    },
  });
  return { tableRef, onKeyDown, cellProps };
}
