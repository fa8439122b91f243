declare const scopeChecked: unique symbol;

/**
 * The id of a row whose tenant scope was checked: only a repository's scoped read (or its insert under the
 * caller's company) makes one. Child rows (a booking's documents, an invoice's lines, a shipment's parts) are
 * read and written through it, so a child function cannot be reached with a bare id from a request: the type
 * checker refuses a plain `string` where a `ScopedId` is asked for (decision 097).
 */
export type ScopedId<Entity extends string> = string & { readonly [scopeChecked]: Entity };

/** A row read under the caller's scope: the same row, its id marked as checked. */
export type ScopedRow<Row extends { id: string }, Entity extends string> = Omit<Row, 'id'> & { id: ScopedId<Entity> };

/** A child row's values whose parent key must come from a scoped parent. */
export type ChildValues<Values, Key extends keyof Values, Entity extends string> = Omit<Values, Key> & {
  [K in Key]: ScopedId<Entity>;
};

/**
 * Marks the id of a row the calling repository has just read under the caller's scope. Lint allows it in
 * `*.repository.ts` files only; a service or route cannot mint one.
 */
export function scopedId<Entity extends string>(id: string): ScopedId<Entity> {
  // The brand exists only for the type checker; at run time the id is the same string.
  return id as ScopedId<Entity>;
}

/** `scopedId` over a whole row. */
export function scopedRow<Row extends { id: string }, Entity extends string>(row: Row): ScopedRow<Row, Entity> {
  return { ...row, id: scopedId<Entity>(row.id) };
}
