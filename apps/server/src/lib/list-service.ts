import type { Readable } from 'node:stream';
import type { Database } from '../db/client';
import {
  csvExport,
  datedFileName,
  exportMime,
  pagedRows,
  pdfExport,
  readFirstRow,
  xlsxExport,
  type ExportColumn,
  type ExportFormat,
} from './stream-export';

/**
 * The list pattern of every grid screen (decision 024): a list is defined once by how it reads one page in the
 * caller's scope and how a stored row becomes the contract's item; the same definition answers the grid's
 * page (with its total) and streams the CSV, .xlsx or PDF export through the same query page by page.
 */
export type ListPage<Row> = { rows: Row[]; total: number };

export type ListDefinition<
  Filter,
  Row,
  Item extends Record<string, unknown>,
  ExportRow extends Record<string, unknown>,
> = {
  /** One page of rows for a filter that already carries the caller's tenant scope (the repository's query). */
  findPage: (db: Database, filter: Filter, page: { offset: number; limit: number }) => Promise<ListPage<Row>>;
  /** A stored row as the contract's list item. */
  toItem: (row: Row) => Item;
  /** An item as an export row (e.g. flags as Yes/No); the item itself when absent. */
  toExportRow?: (item: Item) => ExportRow;
  /** The export's column titles by field; a requested column without a title is left out. */
  exportTitles: Partial<Record<keyof ExportRow & string, string>>;
  /** The file: `<name>.<format>`, the .xlsx sheet's name (the title when absent) and the PDF's title. */
  file: { name: string; title: string; sheet?: string };
};

export type ListQuery = { pageNumber: number; pageSize: number };
export type ExportQuery = { format: ExportFormat; columns: readonly string[] };
export type ListAnswer<Item> = { items: Item[]; total: number; pageNumber: number; pageSize: number };
export type ExportFile = { stream: Readable; filename: string; contentType: string };

export type ListService<Filter, Item> = {
  list: (db: Database, filter: Filter, query: ListQuery) => Promise<ListAnswer<Item>>;
  /** Resolves once the first page is read: a refused query rejects before any byte of the file is sent. */
  exportFile: (db: Database, filter: Filter, query: ExportQuery) => Promise<ExportFile>;
};

export function defineList<
  Filter,
  Row,
  Item extends Record<string, unknown>,
  ExportRow extends Record<string, unknown> = Item,
>(definition: ListDefinition<Filter, Row, Item, ExportRow>): ListService<Filter, Item> {
  const toExportRow = definition.toExportRow ?? ((item: Item) => item as unknown as ExportRow);
  return {
    async list(db, filter, query) {
      const { rows, total } = await definition.findPage(db, filter, {
        offset: (query.pageNumber - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return { items: rows.map(definition.toItem), total, pageNumber: query.pageNumber, pageSize: query.pageSize };
    },
    async exportFile(db, filter, query) {
      async function* allRows(): AsyncGenerator<ExportRow> {
        for await (const row of pagedRows((offset, limit) =>
          definition.findPage(db, filter, { offset, limit }).then((page) => page.rows),
        )) {
          yield toExportRow(definition.toItem(row));
        }
      }
      // The requested (visible) columns in the grid's order, each with its title.
      const columns = query.columns.flatMap((field): ExportColumn<ExportRow>[] => {
        const title = definition.exportTitles[field as keyof ExportRow & string];
        return title === undefined ? [] : [{ field: field as keyof ExportRow & string, title }];
      });
      const { name, title, sheet = title } = definition.file;
      const rows = await readFirstRow(allRows());
      const stream =
        query.format === 'csv'
          ? csvExport(columns, rows)
          : query.format === 'xlsx'
            ? xlsxExport(columns, rows, sheet)
            : pdfExport(columns, rows, { title });
      return { stream, filename: datedFileName(name, query.format), contentType: exportMime[query.format] };
    },
  };
}
