import { ActionIcon, Anchor, Checkbox, Loader, Menu, Radio } from '@mantine/core';
import type { Row as TableRow } from '@tanstack/react-table';
import { createContext, Fragment, useContext, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../icons';
import type { GridDetail, GridSelection } from './data-grid-props';
import { renderCell, type CellTexts } from './grid-cells';
import type { RowReorder, RowSelection } from './grid-row-state';
import type { GridColumn, GridRow, GridRowAction } from './grid-types';
import type { GridCellProps } from './use-grid-keyboard';
import type { ShownItem } from './use-virtual-rows';

/** Master/detail nesting: a grid inside a detail row knows its depth; at most three levels (spec 2 §2). */
const DetailDepth = createContext(0);
export const maxDetailDepth = 3;

/** How deep this grid sits in detail rows (0: a screen's own grid). */
export function useDetailDepth() {
  return useContext(DetailDepth);
}

type GridBodyProps<Row extends GridRow> = {
  /** The grid's accessible name; also names its radio group. */
  label: string;
  columnIds: string[];
  byField: Map<string, GridColumn<Row>>;
  texts: CellTexts;
  /** The rows on screen, and TanStack's rows over them. */
  rows: Row[];
  tableRows: TableRow<Row>[];
  /** The lines to render (virtualized or all) and the padding standing in for the others. */
  lines: {
    shown: ShownItem[];
    padTop: number;
    padBottom: number;
    measure: ((element: Element | null) => void) | undefined;
  };
  loading: boolean;
  emptyText: string;
  /** Rows before the current page, for aria-rowindex. */
  rowOffset: number;
  getRowId: (row: Row) => string;
  getRowLabel: (row: Row) => string;
  selection: GridSelection<Row> | undefined;
  rowSelection: RowSelection<Row>;
  detail: GridDetail<Row> | undefined;
  expanded: Set<string>;
  toggleExpanded: (id: string) => void;
  rowActions: GridRowAction<Row>[] | undefined;
  /** Present when the screen reorders rows. */
  reorder: RowReorder<Row> | undefined;
  /** Opens a row's record (grids with a key column that links to it); `newTab` for Ctrl/Cmd-click. */
  openRow: ((row: Row, newTab: boolean) => void) | undefined;
  cellProps: (row: number, col: number) => GridCellProps;
};

/** What a click inside a row may land on that is not the row itself: its links, buttons, boxes and menus. */
const ownClickTargets =
  'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="radio"], [role="menuitem"]';

/**
 * Whether a click on a row opens it: not when it lands on a control in the row, comes from a portal (a row's
 * open menu is rendered elsewhere in the page but bubbles through the row in React) or ends a text selection.
 */
function opensRow(event: MouseEvent<HTMLTableRowElement>): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  const target = event.target as Element;
  if (!event.currentTarget.contains(target)) return false;
  const control = target.closest(ownClickTargets);
  if (control && event.currentTarget.contains(control)) return false;
  return (window.getSelection()?.toString() ?? '') === '';
}

/**
 * The grid's body: loading and empty lines, rows with their drag handle, selection box, detail toggle, cells
 * and actions menu, and the detail rows (one level deeper) under open rows.
 */
export function GridBody<Row extends GridRow>({
  label,
  columnIds,
  byField,
  texts,
  rows,
  tableRows,
  lines: { shown, padTop, padBottom, measure },
  loading,
  emptyText,
  rowOffset,
  getRowId,
  getRowLabel,
  selection,
  rowSelection: { selectedSet, toggleRow },
  detail,
  expanded,
  toggleExpanded,
  rowActions,
  reorder,
  openRow,
  cellProps,
}: GridBodyProps<Row>) {
  const { t } = useTranslation();
  const depth = useContext(DetailDepth);

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
                reorder?.startDrag(id);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', id);
              }}
              onKeyDown={(event) => {
                if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
                  event.preventDefault();
                  reorder?.moveRow(row, rowIndex + (event.key === 'ArrowUp' ? -1 : 1));
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
              data-row-expand
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
        // Pinned to the grid's right edge (styles.css), so the actions stay on screen however wide the grid is.
        return (
          <td key={columnId} {...common} className="grid-pinned-end">
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
                    <Menu.Item
                      key={action.label}
                      // The colour's text variable, not Menu.Item's `color` (shade 6, 3.3:1 on white for red): red
                      // text is red.9 in the light scheme (styles.css) and the default one in the dark scheme.
                      c={action.color ? `var(--mantine-color-${action.color}-text)` : undefined}
                      onClick={() => action.onClick(row)}
                    >
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
        const content = column ? renderCell(column, row, texts) : null;
        return (
          <td key={columnId} {...common}>
            {column?.linkTo ? (
              // The key column: a real link to the record (focus stays on the cell; Enter there follows it).
              <Anchor component={Link} to={column.linkTo(row)} tabIndex={-1} size="sm" className="grid-key-link">
                {content}
              </Anchor>
            ) : (
              content
            )}
          </td>
        );
      }
    }
  };

  return (
    <tbody>
      {padTop > 0 && (
        <tr aria-hidden style={{ height: padTop }}>
          <td colSpan={columnIds.length} />
        </tr>
      )}
      {loading && (
        <tr>
          <td colSpan={columnIds.length}>
            <Loader size="sm" aria-label={t('grid.loading')} />
          </td>
        </tr>
      )}
      {!loading && rows.length === 0 && (
        <tr>
          <td colSpan={columnIds.length} className="grid-empty">
            {emptyText}
          </td>
        </tr>
      )}
      {shown.map(({ item, dataIndex }) => {
        if (!item) return null;
        const tableRow = tableRows[item.index];
        if (!tableRow) return null;
        const row = tableRow.original;
        const id = getRowId(row);
        if (item.kind === 'detail') {
          return (
            <tr key={`${id}-detail`} ref={measure} data-index={dataIndex} className="grid-detail-row">
              <td colSpan={columnIds.length}>
                <DetailDepth.Provider value={depth + 1}>{detail?.render(row)}</DetailDepth.Provider>
              </td>
            </tr>
          );
        }
        return (
          <tr
            key={id}
            ref={measure}
            data-index={dataIndex}
            aria-rowindex={rowOffset + item.index + 2}
            aria-selected={selection ? selectedSet.has(id) : undefined}
            className="grid-row"
            data-opens={openRow ? true : undefined}
            onClick={
              openRow
                ? (event) => {
                    if (opensRow(event)) openRow(row, event.ctrlKey || event.metaKey);
                  }
                : undefined
            }
            onDragOver={
              reorder
                ? (event) => {
                    event.preventDefault();
                    event.dataTransfer.dropEffect = 'move';
                  }
                : undefined
            }
            onDrop={
              reorder
                ? (event) => {
                    event.preventDefault();
                    reorder.dropOn(id, item.index);
                  }
                : undefined
            }
          >
            {columnIds.map((columnId, col) => (
              <Fragment key={columnId}>{bodyCell(row, item.index, columnId, col)}</Fragment>
            ))}
          </tr>
        );
      })}
      {padBottom > 0 && (
        <tr aria-hidden style={{ height: padBottom }}>
          <td colSpan={columnIds.length} />
        </tr>
      )}
    </tbody>
  );
}
