import type { CargoRow } from './chargeable-weight';

/** The cargo grid's row rules (spec 2 §4, §5): pure, so the panel and its tests share them. */
export const emptyCargoRow = (rowindex = 0): CargoRow => ({
  rowindex,
  qty: 0,
  length: 0,
  width: 0,
  height: 0,
  grossWeight: 0,
  boxPackaging: false,
});

const renumber = (rows: CargoRow[]) => rows.map((r, i) => ({ ...r, rowindex: i }));

/** The grid starts with one empty row; reset goes back to it. */
export const initialCargoRows = (): CargoRow[] => [emptyCargoRow()];

/** Add appears on the last row only: it appends an empty row. */
export function addCargoRow(rows: readonly CargoRow[], fromIndex: number): CargoRow[] {
  if (fromIndex !== rows.length - 1) return [...rows];
  return renumber([...rows, emptyCargoRow()]);
}

export function duplicateCargoRow(rows: readonly CargoRow[], index: number): CargoRow[] {
  const row = rows[index];
  if (!row) return [...rows];
  return renumber([...rows.slice(0, index + 1), { ...row }, ...rows.slice(index + 1)]);
}

/** Remove is hidden when one row is left; the last remaining row cannot be removed. */
export const canRemoveCargoRow = (rows: readonly CargoRow[]) => rows.length > 1;

export function removeCargoRow(rows: readonly CargoRow[], index: number): CargoRow[] {
  if (!canRemoveCargoRow(rows) || !rows[index]) return [...rows];
  return renumber(rows.filter((_, i) => i !== index));
}

/** Quantity has 0 decimals; length, width, height and weight 2; minimum 1 (spec 2 §5). */
export const cargoDecimals = { qty: 0, length: 2, width: 2, height: 2, grossWeight: 2 } as const;
export const cargoMinimum = 1;

/** A pasted or typed value for a cargo field: refused (undefined) below the minimum or when not a number. */
export function acceptCargoValue(field: keyof typeof cargoDecimals, text: string): number | undefined {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value) || value < cargoMinimum) return undefined;
  const f = 10 ** cargoDecimals[field];
  return Math.round(value * f) / f;
}
