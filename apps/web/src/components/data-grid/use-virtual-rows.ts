import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';

/** Rows above this count are virtualized (only what is on screen is in the DOM). */
const virtualizeAbove = 100;
const rowHeight = 41;

/** One line of the body: a row, or the detail row open under it (`index` is the row's). */
export type BodyItem = { kind: 'row' | 'detail'; index: number };
/** A line to render; `dataIndex` is its virtual index when the body is virtualized. */
export type ShownItem = { item: BodyItem | undefined; dataIndex: number | undefined };

/**
 * The body's lines (rows and open detail rows) and, above `virtualizeAbove` lines, the window of them on screen
 * with the padding that stands in for the rest.
 */
export function useVirtualRows(tableRows: readonly { id: string }[], canExpand: boolean, expanded: Set<string>) {
  const items = useMemo(() => {
    const list: BodyItem[] = [];
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
  const shown: ShownItem[] = virtual
    ? virtualItems.map((v) => ({ item: items[v.index], dataIndex: v.index }))
    : items.map((item) => ({ item, dataIndex: undefined }));
  const padTop = virtual ? (virtualItems[0]?.start ?? 0) : 0;
  const padBottom = virtual ? virtualizer.getTotalSize() - (virtualItems.at(-1)?.end ?? 0) : 0;

  /** Brings a row (0-based) on screen when the body is virtualized. */
  const scrollToRow = (rowIndex: number) => {
    if (!virtual) return;
    const itemIndex = items.findIndex((i) => i.kind === 'row' && i.index === rowIndex);
    if (itemIndex >= 0) virtualizer.scrollToIndex(itemIndex, { align: 'auto' });
  };

  return {
    scrollRef,
    shown,
    padTop,
    padBottom,
    /** Measures each rendered line when open details make heights differ. */
    measure: virtual && measured ? virtualizer.measureElement : undefined,
    scrollToRow,
  };
}
