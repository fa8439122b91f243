import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { auditLog } from '../schema/audit';
import { companies, companyGroupMembers, companyGroups, memberships, users } from '../schema/identity';
import { salesPersons } from '../schema/sessions';
import { appSettings } from '../schema/settings';
import { seedProfileDemo } from './demo-profile';
import { seedResourcesDemo } from './demo-resources';
import {
  defaultFeatureFlags,
  demoCompanies,
  demoCompanyGroup,
  demoPassword,
  demoSalesPersons,
  demoUsers,
  forwarderSettings,
} from './demo-data';

export type SeedProgress = (step: string, done: number, total: number) => void;

export const demoSeedVersion = 1;

export async function isDemoSeeded(db: Database): Promise<boolean> {
  const rows = await db.select().from(appSettings).where(eq(appSettings.key, 'demo_seed_version'));
  return rows.length > 0;
}

/** Settings every installation needs (forwarder identity, feature flags); kept if they exist. */
export async function seedSettings(db: Database): Promise<void> {
  await db
    .insert(appSettings)
    .values([
      { key: 'forwarder', value: forwarderSettings },
      { key: 'features', value: defaultFeatureFlags },
    ])
    .onConflictDoNothing();
}

/** Demo companies, the company group and the demo users. Runs once per database. */
export async function seedDemoData(db: Database, progress: SeedProgress = () => undefined): Promise<void> {
  if (await isDemoSeeded(db)) return;
  await db.transaction(async (tx) => insertDemoData(tx, progress));
}

async function insertDemoData(db: Database, progress: SeedProgress): Promise<void> {
  const steps = 4;
  progress('companies', 0, steps);
  const owners = await db
    .insert(salesPersons)
    .values(demoSalesPersons.map(({ fullName, emailAddress, phone }) => ({ fullName, emailAddress, phone })))
    .returning({ id: salesPersons.id });
  const ownerFor = (countryCode: string) => (countryCode === 'US' ? owners[0]?.id : owners[1]?.id) ?? null;
  const insertedCompanies = await db
    .insert(companies)
    .values(
      demoCompanies.map((c) => ({
        ...c,
        streetAddress2: c.streetAddress2 ?? '',
        faxNo: c.faxNo ?? '',
        salesPersonId: ownerFor(c.countryCode),
      })),
    )
    .returning({ id: companies.id, code: companies.code });
  const companyId = new Map(insertedCompanies.map((c) => [c.code, c.id]));
  const idOf = (code: string) => {
    const id = companyId.get(code);
    if (!id) throw new Error(`demo data names unknown company ${code}`);
    return id;
  };
  progress('company group', 1, steps);
  const [group] = await db
    .insert(companyGroups)
    .values({ code: demoCompanyGroup.code, name: demoCompanyGroup.name })
    .returning({ id: companyGroups.id });
  if (!group) throw new Error('company group was not created');
  await db
    .insert(companyGroupMembers)
    .values(demoCompanyGroup.companyCodes.map((code) => ({ groupId: group.id, companyId: idOf(code) })));
  progress('users', 2, steps);
  const passwordHash = await hash(demoPassword);
  for (const user of demoUsers) {
    const [row] = await db
      .insert(users)
      .values({
        email: user.email,
        displayName: user.displayName,
        userType: user.userType,
        isAdmin: user.isAdmin,
        status: 'active',
        passwordHash,
        locale: user.locale ?? 'en-US',
        timeZone: user.timeZone ?? 'UTC',
        companyGroupId: user.companyGroupCode ? group.id : null,
        selectedCompanyId: user.selectedCompanyCode ? idOf(user.selectedCompanyCode) : null,
      })
      .returning({ id: users.id });
    if (!row) throw new Error(`user ${user.email} was not created`);
    if (user.memberships.length > 0) {
      await db.insert(memberships).values(
        user.memberships.map((m) => ({
          userId: row.id,
          companyId: idOf(m.companyCode),
          permissions: [...m.permissions],
        })),
      );
    }
  }
  await seedProfileDemo(db, idOf);
  await seedResourcesDemo(db);
  progress('audit', 3, steps);
  await db
    .insert(auditLog)
    .values({ action: 'seed.demo', entityType: 'database', details: { version: demoSeedVersion } });
  await db.insert(appSettings).values({ key: 'demo_seed_version', value: demoSeedVersion });
  progress('done', steps, steps);
}
