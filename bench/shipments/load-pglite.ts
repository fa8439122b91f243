import { createReadStream } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Loader } from './load-files';

/** Loading the scale data into a PGlite data folder: COPY FROM '/dev/blob', fed the file in whole lines. */

export async function pgliteLoader(dataDir: string): Promise<Loader> {
  // The same data folder layout as createDatabase({ kind: 'embedded', dataDir }).
  const client = new PGlite(path.join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
  await client.waitReady;
  return {
    exec: async (text) => {
      await client.exec(text);
    },
    rows: async <T>(text: string) => (await client.query<T>(text)).rows,
    copy: async (table, columns, file, onBytes) => {
      // COPY FROM '/dev/blob' reads the query's blob: whole lines, 32 MB at a time.
      const text = `COPY ${table} (${columns.join(', ')}) FROM '/dev/blob' WITH (FREEZE)`;
      let rest = Buffer.alloc(0);
      for await (const chunk of createReadStream(file, { highWaterMark: 32 << 20 }) as AsyncIterable<Buffer>) {
        const data = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
        const end = data.lastIndexOf(0x0a) + 1;
        rest = Buffer.from(data.subarray(end));
        if (end > 0)
          await client.query(text, [], { blob: new Blob([data.subarray(0, end) as Uint8Array<ArrayBuffer>]) });
        onBytes(chunk.length);
      }
      if (rest.length > 0) await client.query(text, [], { blob: new Blob([rest]) });
    },
    close: () => client.close(),
  };
}
