import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { type Loader, quoteIdent } from './load-files';

/** Loading the scale data into PostgreSQL: the bench database made when missing, COPY FROM STDIN over pg. */

export async function postgresLoader(url: string): Promise<Loader> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    exec: async (text) => {
      await client.query(text);
    },
    rows: async <T>(text: string) => (await client.query(text)).rows as T[],
    copy: async (table, columns, file, onBytes) => {
      const target = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN WITH (FREEZE)`));
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          onBytes(chunk.length);
          done(null, chunk);
        },
      });
      await pipeline(createReadStream(file, { highWaterMark: 1 << 20 }), counter, target);
    },
    close: () => client.end(),
  };
}

export async function createPostgresDatabaseIfMissing(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${quoteIdent(name)}`);
  } finally {
    await client.end();
  }
}
