import { loadConfig } from '../config/env';
import { createDatabase } from './client';
import { prepareDatabase } from './prepare';
import { seedDemoAddresses } from './seed/demo-addresses';
import { seedDemoInvoices } from './seed/demo-invoices';
import { seedDemoShipments } from './seed/demo-shipments';
import { seedDemoData } from './seed/seed-demo';

/** `npm run db:migrate` and `npm run db:seed` against DATABASE_URL, or the embedded database in DATA_DIR. */
async function main() {
  const command = process.argv[2];
  if (command !== 'migrate' && command !== 'seed') {
    console.error('usage: cli.ts migrate|seed');
    process.exit(2);
  }
  const config = loadConfig();
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
