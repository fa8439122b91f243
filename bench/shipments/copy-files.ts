import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  shipmentContainers,
  shipmentDocuments,
  shipmentEvents,
  shipmentNotes,
  shipmentReferences,
  shipments,
} from '@connect/server/src/db/schema/shipments';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { dataVersion, scaleFilesDir } from './scale-config';

/**
 * The COPY files of the scale data: the shipment tables in load order, their manifest, and rows in PostgreSQL's
 * COPY text format.
 */

export type TableName =
  | 'shipments'
  | 'shipment_events'
  | 'shipment_references'
  | 'shipment_containers'
  | 'shipment_notes'
  | 'shipment_documents';

export const tableOrder: TableName[] = [
  'shipments',
  'shipment_events',
  'shipment_references',
  'shipment_containers',
  'shipment_notes',
  'shipment_documents',
];
const drizzleTables: Record<TableName, PgTable> = {
  shipments,
  shipment_events: shipmentEvents,
  shipment_references: shipmentReferences,
  shipment_containers: shipmentContainers,
  shipment_notes: shipmentNotes,
  shipment_documents: shipmentDocuments,
};

export type Manifest = {
  version: number;
  rows: number;
  generatedAt: string;
  seconds: number;
  parts: number;
  tables: Record<TableName, { files: string[]; columns: string[]; rows: number; bytes: number }>;
};

/** Database column names of `keys` (the generator's camelCase fields) in `table`; unknown keys are an error. */
export function columnNames(table: TableName, keys: readonly string[]): string[] {
  const columns = getTableColumns(drizzleTables[table]) as Record<string, { name: string }>;
  return keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${table} has no column for the generator's field ${key}`);
    return column.name;
  });
}

const escapes: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const needsEscape = /[\\\t\n\r]/;
// The generator's times fall on whole hours: a few tens of thousands of distinct values, formatted once each.
const isoCache = new Map<number, string>();

/** One value in PostgreSQL's COPY text format. */
function cell(value: unknown): string {
  if (typeof value === 'string') {
    return needsEscape.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => escapes[c] ?? c) : value;
  }
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) {
    const time = value.getTime();
    let text = isoCache.get(time);
    if (text === undefined) {
      text = value.toISOString();
      if (isoCache.size < 1_000_000) isoCache.set(time, text);
    }
    return text;
  }
  return cell(String(value));
}

export function line(values: readonly unknown[]): string {
  let out = cell(values[0]);
  for (let i = 1; i < values.length; i += 1) out += `\t${cell(values[i])}`;
  return `${out}\n`;
}

/** The manifest of complete files for `rows` shipments, if they are there. */
export function readManifest(rows: number): Manifest | undefined {
  const file = path.join(scaleFilesDir(rows), 'manifest.json');
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  return manifest.version === dataVersion && manifest.rows === rows ? manifest : undefined;
}
