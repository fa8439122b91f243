import type { Readable } from 'node:stream';
import type { Database } from '../db/client';
import type { UiText } from './ui-text';
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
  /**
   * An item as an export row (e.g. flags as Yes/No); the item itself when absent. `word` gives the catalogue's text
   * of a key in the reader's language, or the English given when there is no reader or no such key.
   */
  toExportRow?: (item: Item, word: (key: string, english: string) => string) => ExportRow;
  /** The export's column titles by field; a requested column without a title is left out. */
  exportTitles: Partial<Record<keyof ExportRow & string, string>>;
  /** The file: `<name>.<format>`, the .xlsx sheet's name (the title when absent) and the PDF's title. */
  file: { name: string; title: string; sheet?: string };
  /**
   * Where the catalogue words the export in its reader's language: the section of the column titles (the grid's
   * own, `shipments.columns`) and the keys of the file's title and sheet. Without it, or for a key the catalogue
   * lacks, the English `exportTitles` and `file`.
   */
  exportWords?: {
    /** The section whose keys are the fields, or each field's key where the screen's keys are named otherwise. */
    columns: string | Partial<Record<keyof ExportRow & string, string>>;
    title: string;
    sheet?: string;
  };
};

/** A yes/no flag of an export row in its reader's words (the form kit's Yes/No). */
export function yesNo(flag: boolean, word: (key: string, english: string) => string): string {
  return flag ? word('form.yes', 'Yes') : word('form.no', 'No');
}

export type ListQuery = { pageNumber: number; pageSize: number };
export type ExportQuery = { format: ExportFormat; columns: readonly string[] };
export type ListAnswer<Item> = { items: Item[]; total: number; pageNumber: number; pageSize: number };
export type ExportFile = { stream: Readable; filename: string; contentType: string };

export type ListService<Filter, Item> = {
  list: (db: Database, filter: Filter, query: ListQuery) => Promise<ListAnswer<Item>>;
  /**
   * Resolves once the first page is read: a refused query rejects before any byte of the file is sent. `text` is
   * the reader's language (`readerText(ctx)`); the file's titles are English without it.
   */
  exportFile: (db: Database, filter: Filter, query: ExportQuery, text?: UiText) => Promise<ExportFile>;
};

export function defineList<
  Filter,
  Row,
  Item extends Record<string, unknown>,
  ExportRow extends Record<string, unknown> = Item,
>(definition: ListDefinition<Filter, Row, Item, ExportRow>): ListService<Filter, Item> {
  return {
    async list(db, filter, query) {
      const { rows, total } = await definition.findPage(db, filter, {
        offset: (query.pageNumber - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return { items: rows.map(definition.toItem), total, pageNumber: query.pageNumber, pageSize: query.pageSize };
    },
    async exportFile(db, filter, query, text) {
      async function* allItems(): AsyncGenerator<Item> {
        for await (const row of pagedRows((offset, limit) =>
          definition.findPage(db, filter, { offset, limit }).then((page) => page.rows),
        )) {
          yield definition.toItem(row);
        }
      }
      return exportItems(definition, allItems(), query, text);
    },
  };
}

/**
 * A list read by keyset where its order allows (decision 024, amended): a page starts after the last row of the
 * previous one (`after`), so page 10,000 costs what page 1 costs, and the total is counted only when asked for.
 * Lists whose chosen sort has no keyset fall back to offsets. The export walks the list the same way.
 */
export type KeysetListDefinition<
  Filter,
  Row,
  Key,
  Item extends Record<string, unknown>,
  ExportRow extends Record<string, unknown>,
> = Omit<ListDefinition<Filter, Row, Item, ExportRow>, 'findPage' | 'toItem'> & {
  findPage: (
    db: Database,
    filter: Filter,
    page: { offset: number; limit: number; after?: Key; withTotal: boolean },
  ) => Promise<{ rows: Row[]; total: number | null }>;
  /** The position after a row when the filter's order is the keyset's; undefined when the list pages by offset. */
  keyAfter: (row: Row, filter: Filter) => Key | undefined;
  /** A stored row as the contract's list item (the filter carries what the reader needs, e.g. their time zone). */
  toItem: (row: Row, filter: Filter) => Item;
};

export type KeysetListQuery<Key> = { offset: number; limit: number; after?: Key; withTotal: boolean };
export type KeysetListAnswer<Item, Key> = { items: Item[]; total: number | null; next: Key | null };

export type KeysetListService<Filter, Item, Key> = {
  list: (db: Database, filter: Filter, query: KeysetListQuery<Key>) => Promise<KeysetListAnswer<Item, Key>>;
  exportFile: (db: Database, filter: Filter, query: ExportQuery, text?: UiText) => Promise<ExportFile>;
};

export function defineKeysetList<
  Filter,
  Row,
  Key,
  Item extends Record<string, unknown>,
  ExportRow extends Record<string, unknown> = Item,
>(definition: KeysetListDefinition<Filter, Row, Key, Item, ExportRow>): KeysetListService<Filter, Item, Key> {
  const batch = 1000;
  return {
    async list(db, filter, query) {
      const { rows, total } = await definition.findPage(db, filter, query);
      const last = rows.at(-1);
      // A full page has a next one (perhaps empty); a short page is the end.
      const next = last && rows.length === query.limit ? (definition.keyAfter(last, filter) ?? null) : null;
      return { items: rows.map((row) => definition.toItem(row, filter)), total, next };
    },
    async exportFile(db, filter, query, text) {
      async function* allItems(): AsyncGenerator<Item> {
        let after: Key | undefined;
        for (let offset = 0; ; offset += batch) {
          const page = await definition.findPage(db, filter, { offset, limit: batch, after, withTotal: false });
          for (const row of page.rows) yield definition.toItem(row, filter);
          const last = page.rows.at(-1);
          if (page.rows.length < batch || !last) return;
          after = definition.keyAfter(last, filter);
        }
      }
      return exportItems(definition, allItems(), query, text);
    },
  };
}

/**
 * The requested (visible) columns in the grid's order, each with its title (in the reader's language where the
 * definition says where the catalogue has it), streamed as the chosen format.
 */
async function exportItems<Item extends Record<string, unknown>, ExportRow extends Record<string, unknown>>(
  definition: Pick<
    ListDefinition<never, never, Item, ExportRow>,
    'toExportRow' | 'exportTitles' | 'file' | 'exportWords'
  >,
  items: AsyncIterable<Item>,
  query: ExportQuery,
  text: UiText | undefined,
): Promise<ExportFile> {
  const keys = definition.exportWords;
  /** The catalogue's text of `key` in the reader's language, or `english` without a reader or such a key. */
  const word = (key: string | undefined, english: string) => {
    if (!text || key === undefined) return english;
    const said = text(key);
    return said === key ? english : said;
  };
  const toExportRow = definition.toExportRow ?? ((item: Item) => item as unknown as ExportRow);
  async function* exportRows(): AsyncGenerator<ExportRow> {
    for await (const item of items) yield toExportRow(item, word);
  }
  const columns = query.columns.flatMap((field): ExportColumn<ExportRow>[] => {
    const english = definition.exportTitles[field as keyof ExportRow & string];
    if (english === undefined) return [];
    const key =
      keys === undefined
        ? undefined
        : typeof keys.columns === 'string'
          ? `${keys.columns}.${field}`
          : keys.columns[field as keyof ExportRow & string];
    const title = word(key, english);
    return [{ field: field as keyof ExportRow & string, title }];
  });
  const { name } = definition.file;
  const title = word(keys?.title, definition.file.title);
  const sheet = word(keys?.sheet ?? keys?.title, definition.file.sheet ?? definition.file.title);
  const rows = await readFirstRow(exportRows());
  const stream =
    query.format === 'csv'
      ? csvExport(columns, rows)
      : query.format === 'xlsx'
        ? xlsxExport(columns, rows, sheet)
        : pdfExport(columns, rows, { title });
  return { stream, filename: datedFileName(name, query.format), contentType: exportMime[query.format] };
}
