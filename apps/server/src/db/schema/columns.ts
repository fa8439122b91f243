import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Bytes kept in the database (documents): a Buffer either way, whichever driver (pg or PGlite) answered. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A point in time, always with its time zone. */
export const ts = (name: string) => timestamp(name, { withTimezone: true });
