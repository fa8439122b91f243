import path from 'node:path';
import { loadConfig } from '../config/env';
import { backupDatabase, defaultBackupFile, restoreDatabase, type BackupTarget } from './backup';
import { createDatabase } from './client';
import { prepareDatabase } from './prepare';
import { seedDemoAddresses } from './seed/demo-addresses';
import { seedDemoInvoices } from './seed/demo-invoices';
import { seedDemoShipments } from './seed/demo-shipments';
import { seedDemoData } from './seed/seed-demo';

/**
 * `npm run db:migrate`, `db:seed`, `db:backup [file]` and `db:restore <file>` against DATABASE_URL, or the
 * embedded database in DATA_DIR (stop the server first: the embedded folder is one process's at a time).
 */
async function main() {
  const command = process.argv[2];
  if (command !== 'migrate' && command !== 'seed' && command !== 'backup' && command !== 'restore') {
    console.error('usage: cli.ts migrate | seed | backup [file] | restore <file>');
    process.exit(2);
  }
  const config = loadConfig();
  if (command === 'backup' || command === 'restore') {
    const target: BackupTarget =
      config.database.kind === 'postgres'
        ? { kind: 'postgres', url: config.database.url }
        : { kind: 'embedded', dataDir: config.dataDir };
    // npm runs the workspace's script in its own folder: a path the operator typed is theirs (INIT_CWD).
    const here = process.env.INIT_CWD ?? process.cwd();
    const named = process.argv[3] ? path.resolve(here, process.argv[3]) : undefined;
    if (command === 'backup') {
      const written = await backupDatabase(
        target,
        named ?? defaultBackupFile(target.kind, new Date(), path.join(here, 'backups')),
      );
      console.log(`backup written: ${written.file} (${Math.round(written.bytes / 1024)} kB)`);
    } else {
      if (!named) {
        console.error('usage: npm run db:restore -- <backup file>');
        process.exit(2);
      }
      await restoreDatabase(target, named);
      console.log(`restored from ${named}`);
    }
    return;
  }
  const handle = createDatabase(config.database);
  try {
    await prepareDatabase(handle, { seedDemo: false, log: (m) => console.log(m) });
    if (command === 'seed') {
      const progress = (step: string, done: number, total: number) =>
        console.log(`seeding demo data [${done}/${total}] ${step}`);
      await seedDemoData(handle.db, progress);
      await seedDemoShipments(handle.db, progress);
      await seedDemoAddresses(handle.db);
      await seedDemoInvoices(handle.db);
      console.log('demo data present');
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
