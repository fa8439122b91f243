import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { companies } from '../schema/identity';
import { appSettings } from '../schema/settings';
import {
  shipmentContainers,
  shipmentDocuments,
  shipmentEvents,
  shipmentNotes,
  shipmentPartyNames,
  shipmentReferences,
  shipments,
} from '../schema/shipments';
import { demoCompanies } from './demo-data';
import { createRandom } from './random';
import { generateShipment, type GeneratedShipment, type ShipmentCompanyProfile } from './shipment-generator';

export const demoShipmentsSeedVersion = 1;
const settingKey = 'demo_shipments_seed_version';

/** What each demo company ships. */
const commoditiesByCompany: Record<string, { commodities: string[]; hazardousShare?: number }> = {
  LSCOMP: {
    commodities: ['Printed circuit assemblies', 'Electronic connectors', 'Industrial sensors', 'Cable harnesses'],
  },
  GCMEDS: { commodities: ['Surgical gloves', 'Disposable syringes', 'Diagnostic test kits', 'Wound dressings'] },
  PRELEC: {
    commodities: ['LCD monitors', 'Lithium-ion battery packs', 'Wireless routers', 'Smart home devices'],
    hazardousShare: 0.15,
  },
  OVOGEAR: { commodities: ['Camping tents', 'Hiking backpacks', 'Down jackets', 'Trekking poles'] },
  SERRAZ: {
    commodities: ['Green coffee beans, 60 kg bags', 'Roasted coffee, retail packs', 'Specialty coffee microlots'],
  },
  PAUPEC: { commodities: ['Brake pads', 'Automotive filters', 'Suspension parts', 'Alternators'] },
  VDBHORT: { commodities: ['Cut flowers (roses)', 'Tulip bulbs', 'Potted orchids', 'Young plants'] },
  RIJNCHEM: {
    commodities: ['Industrial solvents', 'Resin additives', 'Paint pigments', 'Adhesives'],
    hazardousShare: 0.35,
  },
};

const perCompany = 300;
const historyDays = 548; // about 18 months
const batchSize = 150;

async function insertBatch(db: Database, batch: GeneratedShipment[]): Promise<void> {
  const inserted = await db
    .insert(shipments)
    .values(batch.map((g) => g.shipment as typeof shipments.$inferInsert))
    .returning({ id: shipments.id, documentNo: shipments.documentNo });
  const idOf = new Map(inserted.map((r) => [r.documentNo, r.id]));
  const withId = batch.map((g) => ({ g, id: idOf.get(g.shipment.documentNo) ?? '' }));
  const events = withId.flatMap(({ g, id }) => g.events.map((e) => ({ ...e, shipmentId: id })));
  const references = withId.flatMap(({ g, id }) => g.references.map((r) => ({ ...r, shipmentId: id })));
  const containers = withId.flatMap(({ g, id }) => g.containers.map((c) => ({ ...c, shipmentId: id })));
  const notes = withId.flatMap(({ g, id }) => g.notes.map((n) => ({ ...n, shipmentId: id })));
  const documents = withId.flatMap(({ g, id }) => g.documents.map((d) => ({ ...d, shipmentId: id })));
  if (events.length) await db.insert(shipmentEvents).values(events);
  if (references.length) await db.insert(shipmentReferences).values(references).onConflictDoNothing();
  if (containers.length) await db.insert(shipmentContainers).values(containers).onConflictDoNothing();
  if (notes.length) await db.insert(shipmentNotes).values(notes);
  if (documents.length) await db.insert(shipmentDocuments).values(documents);
  const names = batch.flatMap((g) =>
    [g.shipment.shipperName, g.shipment.consigneeName]
      .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
      .map((name) => ({ companyId: g.shipment.companyId, nameKey: name.trim().toLowerCase() })),
  );
  if (names.length) await db.insert(shipmentPartyNames).values(names).onConflictDoNothing();
}

/**
 * A few hundred shipments per demo company over the last 18 months (fixed seed: the same shipments on every
 * machine, dated relative to the day of seeding). Runs once per database, after the demo companies exist.
 */
export async function seedDemoShipments(
  db: Database,
  progress: (step: string, done: number, total: number) => void = () => undefined,
  today: Date = new Date(),
): Promise<void> {
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, settingKey));
  if (done) return;
  const rows = await db
    .select()
    .from(companies)
    .where(
      inArray(
        companies.code,
        demoCompanies.map((c) => c.code),
      ),
    );
  if (rows.length === 0) return;
  const random = createRandom(20_251_123);
  await db.transaction(async (tx) => {
    for (const [companyIndex, company] of rows.sort((a, b) => a.code.localeCompare(b.code)).entries()) {
      progress(`shipments of ${company.code}`, companyIndex, rows.length);
      const profile: ShipmentCompanyProfile = {
        companyId: company.id,
        countryCode: company.countryCode,
        name: company.name,
        address: [company.streetAddress1, company.city, company.stateProvince, company.postalCode, company.countryCode]
          .filter(Boolean)
          .join(', '),
        commodities: commoditiesByCompany[company.code]?.commodities ?? ['General cargo'],
        hazardousShare: commoditiesByCompany[company.code]?.hazardousShare,
      };
      let batch: GeneratedShipment[] = [];
      for (let index = 1; index <= perCompany; index += 1) {
        // Older first, so house bill numbers grow with time; a few more shipments in recent months.
        const ageDays = Math.floor(historyDays * (1 - index / perCompany) ** 1.15);
        batch.push(
          generateShipment(random, {
            company: profile,
            companyIndex: companyIndex + 1,
            index,
            today,
            ageDays,
            prefix: 'MGL',
          }),
        );
        if (batch.length === batchSize) {
          await insertBatch(tx, batch);
          batch = [];
        }
      }
      if (batch.length) await insertBatch(tx, batch);
    }
    await tx.insert(appSettings).values({ key: settingKey, value: demoShipmentsSeedVersion });
  });
  progress('shipments', rows.length, rows.length);
}
