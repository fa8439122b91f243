import pg from 'pg';

export type TestDatabaseTemplate =
  { kind: 'embedded'; dumpPath: string } | { kind: 'postgres'; adminUrl: string; templateName: string; runId: string };

export const defaultTestDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

export function testDatabaseAdminUrl(): string {
  return process.env.TEST_DATABASE_URL ?? defaultTestDatabaseUrl;
}

export function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
