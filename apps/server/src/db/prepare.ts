import type { DatabaseHandle } from './client';
import { seedReferenceData } from './seed/reference-data';
import { seedDemoAddresses } from './seed/demo-addresses';
import { seedDemoFreight } from './seed/demo-freight';
import { seedDemoInvoices } from './seed/demo-invoices';
import { seedDemoShipments } from './seed/demo-shipments';
import { seedDemoWarehouse } from './seed/demo-warehouse';
import { seedDemoWarehouseReceipts } from './seed/demo-warehouse-receipts';
import { isDemoSeeded, seedDemoData, seedSettings, type SeedProgress } from './seed/seed-demo';

export type PrepareOptions = {
  seedDemo: boolean;
  log?: (message: string) => void;
};

/** Migrates, loads reference data and settings, and (once) the demo data. Safe to run on every start. */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: PrepareOptions,
): Promise<{ demoSeeded: boolean }> {
  const log = options.log ?? (() => undefined);
  await handle.migrate();
  log('database migrated');
  const rows = await seedReferenceData(handle.db);
  await seedSettings(handle.db);
  log(`reference data loaded (${rows} rows)`);
  if (!options.seedDemo) return { demoSeeded: false };
  const progress: SeedProgress = (step, done, total) => log(`seeding demo data [${done}/${total}] ${step}`);
  const firstSeed = !(await isDemoSeeded(handle.db));
  if (firstSeed) await seedDemoData(handle.db, progress);
  // Demo shipments came with a later version: a data folder seeded before gets them on its next start.
  await seedDemoShipments(handle.db, progress);
  await seedDemoAddresses(handle.db);
  await seedDemoInvoices(handle.db);
  await seedDemoFreight(handle.db);
  await seedDemoWarehouse(handle.db);
  await seedDemoWarehouseReceipts(handle.db);
  return { demoSeeded: firstSeed };
}
