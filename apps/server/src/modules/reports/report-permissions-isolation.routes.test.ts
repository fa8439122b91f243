import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  reportCatalogueSchema,
  reportDefinitionsSchema,
  reportSavedSchema,
} from '@connect/contracts/reports/reports.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { migrationsFolder } from '../../db/client';
import { buildCustomerUser, companyIdOf, signInAs, type BuiltUser } from '../../../test/builders/identity';
import { queryRows } from '../../../test/query-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';

/*
 * Report permissions stay inside the company that granted them (decision 095, tenant isolation): a user in
 * LSCOMP and SERRAZ gets a report from LSCOMP's report admin; SERRAZ's report admin neither sees that report nor
 * that grant, cannot take it away or give the report to SERRAZ, and the user sees it only with LSCOMP selected.
 */
let t: TestApp;
let staff: SignedIn;
let adminA: SignedIn; // reportAdmin in LSCOMP
let adminX: SignedIn; // reportAdmin in SERRAZ
let dual: BuiltUser; // member of LSCOMP and SERRAZ
let lscomp = '';
let serraz = '';
let aReport = ''; // given by the forwarder to LSCOMP only
let xReport = ''; // given by the forwarder to SERRAZ only

const api = (who: SignedIn, method: 'GET' | 'PUT' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

const permit = (who: SignedIn, id: string, companyIds: string[], userIds: string[]) =>
  api(who, 'PUT', `/api/admin/reports/${id}/permissions`, { companyIds, userIds });

async function created(who: SignedIn, url: string, payload: Record<string, unknown>) {
  const res = await api(who, 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(201);
  return reportSavedSchema.parse(res.json()).id;
}

const definitions = async (who: SignedIn) =>
  reportDefinitionsSchema.parse((await api(who, 'GET', '/api/admin/reports')).json()).items;

const catalogueIds = async (who: SignedIn) =>
  reportCatalogueSchema
    .parse((await api(who, 'GET', '/api/reports/catalogue')).json())
    .categories.flatMap((c) => c.reports.map((r) => r.id));

/** The user-level rows of a report for the dual member, by granting company ('' for the forwarder's). */
async function userGrants(reportId: string) {
  const rows = await queryRows<{ granted: string | null }>(
    t.database.db,
    sql`select granted_in_company_id as granted from report_permissions
         where report_id = ${reportId} and user_id = ${dual.id} order by granted_in_company_id`,
  );
  return rows.map((r) => r.granted ?? '');
}

beforeAll(async () => {
  t = await createTestApp();
  lscomp = await companyIdOf(t.database.db, 'LSCOMP');
  serraz = await companyIdOf(t.database.db, 'SERRAZ');
  const [bossA, bossX, member] = await Promise.all([
    buildCustomerUser(t.database.db, { companyCode: 'LSCOMP', permissions: ['report', 'reportAdmin'] }),
    buildCustomerUser(t.database.db, { companyCode: 'SERRAZ', permissions: ['report', 'reportAdmin'] }),
    buildCustomerUser(t.database.db, { companyCode: 'LSCOMP', otherCompanyCodes: ['SERRAZ'], permissions: ['report'] }),
  ]);
  dual = member;
  [staff, adminA, adminX] = await Promise.all([
    signIn(t.app, demo.admin, undefined, '10.0.9.2'),
    signInAs(t.app, bossA),
    signInAs(t.app, bossX),
  ]);
  const suffix = Math.random().toString(36).slice(2, 8);
  aReport = await created(staff, '/api/admin/reports', {
    name: `LSCOMP only ${suffix}`,
    kind: 'url',
    url: 'https://reports.example/a',
  });
  xReport = await created(staff, '/api/admin/reports', {
    name: `SERRAZ only ${suffix}`,
    kind: 'url',
    url: 'https://reports.example/x',
  });
  expect((await permit(staff, aReport, [lscomp], [])).statusCode).toBe(200);
  expect((await permit(staff, xReport, [serraz], [])).statusCode).toBe(200);
  const granted = await permit(adminA, aReport, [], [dual.id]);
  expect(granted.statusCode, granted.body).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

describe("a grant by one company's report admin to a user of two companies", () => {
  it("is recorded for the granting company and shown to that company's admin", async () => {
    expect(await userGrants(aReport)).toEqual([lscomp]);
    const mine = (await definitions(adminA)).find((r) => r.id === aReport);
    expect(mine?.users.map((u) => u.id)).toEqual([dual.id]);
    expect(mine?.companies).toEqual([]);
  });

  it("is hidden from the other company's admin, with the report itself", async () => {
    const theirs = (await definitions(adminX)).map((r) => r.id);
    expect(theirs).toContain(xReport);
    expect(theirs).not.toContain(aReport);
  });

  it("cannot be taken away, re-granted or put in a role by the other company's admin (404 like a missing id)", async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const attempts = [
      await permit(adminX, aReport, [], []),
      await permit(adminX, aReport, [serraz], []),
      await permit(adminX, aReport, [], [dual.id]),
      await permit(adminX, missing, [], []),
      await api(adminX, 'POST', '/api/admin/report-roles', {
        companyId: serraz,
        name: 'Borrowed',
        reportIds: [aReport],
        userIds: [dual.id],
      }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(await userGrants(aReport)).toEqual([lscomp]);
    const all = (await definitions(staff)).find((r) => r.id === aReport);
    expect(all?.companies).toEqual([]); // LSCOMP's admin narrowed it to the one user
    expect(all?.users.map((u) => u.id)).toEqual([dual.id]);
  });

  it("leaves the other company's grant alone when an admin sets who sees their own report", async () => {
    expect((await permit(adminX, xReport, [serraz], [dual.id])).statusCode).toBe(200);
    expect(await userGrants(xReport)).toEqual([serraz]);
    const theirs = (await definitions(adminX)).find((r) => r.id === xReport);
    expect(theirs?.users.map((u) => u.id)).toEqual([dual.id]);
    expect((await permit(adminX, xReport, [serraz], [])).statusCode).toBe(200);
    expect(await userGrants(xReport)).toEqual([]);
    expect(await userGrants(aReport)).toEqual([lscomp]);
  });

  it('shows the report to the user only while the granting company is selected', async () => {
    const inA = await signInAs(t.app, dual);
    expect(await catalogueIds(inA)).toContain(aReport);
    await queryRows(t.database.db, sql`update users set selected_company_id = ${serraz} where id = ${dual.id}`);
    const inX = await signInAs(t.app, dual);
    expect(await catalogueIds(inX)).not.toContain(aReport);
    const opened = await t.app.inject({ method: 'POST', url: `/api/reports/${aReport}/opened`, headers: inX.headers });
    expect(opened.statusCode).toBe(404);
  });

  it("stays the granting company's when the forwarder saves the report's permissions unchanged", async () => {
    const row = (await definitions(staff)).find((r) => r.id === aReport);
    expect(row?.users.map((u) => u.id)).toEqual([dual.id]);
    const saved = await permit(
      staff,
      aReport,
      (row?.companies ?? []).map((c) => c.id),
      (row?.users ?? []).map((u) => u.id),
    );
    expect(saved.statusCode).toBe(200);
    expect(await userGrants(aReport)).toEqual([lscomp]);
    expect((await definitions(adminX)).map((r) => r.id)).not.toContain(aReport);
    expect((await permit(staff, aReport, [lscomp], [])).statusCode).toBe(200);
    expect(await userGrants(aReport)).toEqual([]);
  });
});

describe('a report admin of both companies', () => {
  it('grants a report only in the companies it lies in', async () => {
    const boss = await buildCustomerUser(t.database.db, {
      companyCode: 'LSCOMP',
      otherCompanyCodes: ['SERRAZ'],
      permissions: ['report', 'reportAdmin'],
    });
    const both = await signInAs(t.app, boss);
    const onlyA = await created(staff, '/api/admin/reports', {
      name: `LSCOMP for both ${Math.random().toString(36).slice(2, 8)}`,
      kind: 'url',
      url: 'https://reports.example/both',
    });
    expect((await permit(staff, onlyA, [lscomp], [])).statusCode).toBe(200);
    expect((await permit(both, onlyA, [lscomp, serraz], [])).statusCode).toBe(404);
    expect((await permit(both, onlyA, [lscomp], [dual.id])).statusCode).toBe(200);
    expect(await userGrants(onlyA)).toEqual([lscomp]);
    const theirs = (await definitions(adminX)).map((r) => r.id);
    expect(theirs).not.toContain(onlyA);
  });
});

describe("migration 0033's backfill of the rows made before", () => {
  it("gives a single-company user's row to that company and leaves a several-company user's to the forwarder", async () => {
    const single = await buildCustomerUser(t.database.db, { companyCode: 'SERRAZ', permissions: ['report'] });
    await queryRows(
      t.database.db,
      sql`insert into report_permissions (report_id, user_id) values (${xReport}, ${single.id}), (${xReport}, ${dual.id})`,
    );
    const migration = readFileSync(path.join(migrationsFolder, '0033_report-permissions-granted-in.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    await t.database.db.execute(sql.raw(backfill));
    const rows = await queryRows<{ userId: string; granted: string | null }>(
      t.database.db,
      sql`select user_id as "userId", granted_in_company_id as granted from report_permissions
           where report_id = ${xReport} and user_id is not null`,
    );
    expect(new Map(rows.map((r) => [r.userId, r.granted]))).toEqual(
      new Map([
        [single.id, serraz],
        [dual.id, null],
      ]),
    );
  });
});
