import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import type { DataGridProps } from './data-grid-props';
import { GridBody, maxDetailDepth, useDetailDepth } from './grid-body';
import { useCellTexts } from './grid-cells';
import { footerTotalsDelayMs, GridPager, GridTotalsRow, useTotalsReady } from './grid-footer';
import { GridHeaderRow } from './grid-header';
import { rowSelection, useRowExpansion, useRowReorder } from './grid-row-state';
import { GridToolbar } from './grid-toolbar';
import type { GridColumn, GridRow } from './grid-types';
import { useGridData } from './use-grid-data';
import { useGridKeyboard } from './use-grid-keyboard';
import { useGridState } from './use-grid-state';
import { useGridTable } from './use-grid-table';
import { useVirtualRows } from './use-virtual-rows';

export type { ClientGridProps, DataGridProps, GridToolbarApi, ServerGridProps } from './data-grid-props';
export { serverExportTake } from './use-grid-data';
export { footerTotalsDelayMs, maxDetailDepth };

/**
 * The one data grid of every list screen (spec 2 §2, §3, §7, §9): server or client mode, sorting, filters
 * (Advanced Filter with a count badge), column order/size/visibility saved per user, paging 20/50/100/200/All,
 * checkbox or radio selection, row actions that may depend on the row (pinned to the right edge), a key column
 * that links to the record (the row opens on click and Enter), drag reordering, master/detail up to three levels,
 * capsule/replace/progress cells, field calculations, delayed USD footer totals, virtualized rendering for large
 * row counts, and keyboard use (arrows across cells, Enter opens the row's record or else its actions).
 */
export function DataGrid<Row extends GridRow>(props: DataGridProps<Row>) {
  const navigate = useNavigate();
  const depth = useDetailDepth();
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
  const texts = useCellTexts();
  const { t } = useTranslation();
  const { state, update, reset, ready } = useGridState(gridKey, columns, {
    pageSize: props.defaultPageSize,
    sort: props.defaultSort,
  });
  const { expanded, toggleExpanded } = useRowExpansion();

  const byField = useMemo(() => new Map(columns.map((c) => [c.field, c])), [columns]);
  // The record a row opens: the key column's link (even while the user has hidden that column).
  const rowHref = columns.find((c) => c.linkTo)?.linkTo;
  const openRow = rowHref
    ? (row: Row, newTab: boolean) => {
        if (newTab) window.open(rowHref(row), '_blank', 'noopener');
        else void navigate(rowHref(row));
      }
    : undefined;
  const data = useGridData(props, { state, ready, byField, texts, paging });
  const { rows, total, pageNumber, setPageNumber } = data;

  const visibleColumns = state.order
    .filter((f) => !state.hidden.includes(f))
    .map((f) => byField.get(f))
    .filter((c): c is GridColumn<Row> => c !== undefined);

  // ---------- selection, expansion, reorder ----------
  const selected = rowSelection(selection, rows, getRowId);
  const canExpand = detail !== undefined && depth < maxDetailDepth - 1;
  const reorder = useRowReorder({ onReorder, rows, offset: data.offset, getRowId, getRowLabel });

  // ---------- TanStack Table, virtualization and keyboard ----------
  const table = useGridTable({
    rows,
    columns,
    getRowId,
    rowActions,
    reorderable: onReorder !== undefined,
    selectable: selection !== undefined,
    expandable: canExpand,
    state,
    update,
  });
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const tableRows = table.getRowModel().rows;
  const lines = useVirtualRows(tableRows, canExpand, expanded);
  const keyboard = useGridKeyboard({
    rowCount: tableRows.length,
    colCount: headers.length,
    scrollToRow: lines.scrollToRow,
    openRow: openRow
      ? (index) => {
          const row = tableRows[index]?.original;
          if (row) openRow(row, false);
        }
      : undefined,
  });

  // ---------- footer totals, after the spec's delay ----------
  const totalsSource = serverMode ? rows : data.clientResult;
  const totalsReady = useTotalsReady(footerTotals, totalsSource, totalsDelayMs);

  const emptyText = serverMode ? t('errors.noRecordsFound') : t('errors.noRecordsAvailable');
  const firstShown = total === 0 ? 0 : paging ? (pageNumber - 1) * state.pageSize + 1 : 1;
  const lastShown = paging ? Math.min(total, pageNumber * state.pageSize) : total;
  const visibleIds = headers.map((h) => h.column.id);

  return (
    <Stack gap="xs" className="data-grid">
      <GridToolbar
        status={{ loading: data.fetching && serverMode, total, first: firstShown, last: lastShown }}
        settingsBar={settingsBar}
        calculations={calculations}
        columns={columns}
        visibleColumns={visibleColumns}
        byField={byField}
        calculationScope={serverMode ? 'page' : 'all'}
        calculationRows={serverMode ? rows : data.clientResult}
        state={state}
        update={update}
        reset={reset}
        onFirstPage={() => setPageNumber(1)}
      >
        {props.toolbar?.({
          visibleColumns: visibleColumns.filter((c) => c.isExportable !== false),
          request: data.request,
          loadAllRows: data.loadAllRows,
        })}
      </GridToolbar>

      {data.error ? (
        <Text role="alert" c="red">
          {data.error instanceof ApiError ? data.error.message : String(data.error)}
        </Text>
      ) : (
        <div
          ref={lines.scrollRef}
          className="grid-scroll"
          style={{ maxHeight: height }}
          // The scroll container is reachable by keyboard only through the grid's cells.
        >
          <table
            ref={keyboard.tableRef}
            role="grid"
            aria-label={label}
            aria-rowcount={total + 1}
            aria-busy={serverMode && data.fetching}
            className="grid-table"
            // While the first page loads, the table takes the room its rows will take (the scroll box less its
            // border), so its footer and the pager below do not move when they arrive (issue 22).
            style={{ width: table.getTotalSize(), height: data.loading ? height - 2 : undefined }}
            onKeyDown={keyboard.onKeyDown}
          >
            <thead>
              <GridHeaderRow
                headers={headers}
                byField={byField}
                sort={state.sort}
                filters={state.filters}
                onSortChange={(sort) => {
                  update({ sort });
                  setPageNumber(1);
                }}
                selectionMode={selection?.mode}
                pageSelection={selected}
                cellProps={keyboard.cellProps}
              />
            </thead>
            <GridBody
              label={label}
              columnIds={visibleIds}
              byField={byField}
              texts={texts}
              rows={rows}
              tableRows={tableRows}
              lines={lines}
              loading={data.loading}
              emptyText={emptyText}
              rowOffset={data.offset}
              getRowId={getRowId}
              getRowLabel={getRowLabel}
              selection={selection}
              rowSelection={selected}
              detail={detail}
              expanded={expanded}
              toggleExpanded={toggleExpanded}
              rowActions={rowActions}
              reorder={onReorder ? reorder : undefined}
              openRow={openRow}
              cellProps={keyboard.cellProps}
            />
            {footerTotals && footerTotals.length > 0 && (
              <GridTotalsRow
                columnIds={visibleIds}
                byField={byField}
                footerTotals={footerTotals}
                rows={totalsSource}
                ready={totalsReady}
              />
            )}
          </table>
        </div>
      )}

      <span className="visually-hidden" aria-live="polite">
        {reorder.announcement}
      </span>

      {paging && (
        <GridPager
          pageSize={state.pageSize}
          onPageSizeChange={(pageSize) => {
            update({ pageSize });
            setPageNumber(1);
          }}
          pages={data.pages}
          pageNumber={pageNumber}
          onPageChange={setPageNumber}
        />
      )}
    </Stack>
  );
}
