/** Rows of a raw SQL query in a test, on PGlite and node-postgres alike (the server's own helper). */
export { rawRows as queryRows } from '../src/db/raw-rows';
