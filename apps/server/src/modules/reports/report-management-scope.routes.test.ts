import { schedulesSchema } from '@connect/contracts/report-schedules/report-schedules.schemas';
import {
  categoriesSchema,
  reportAudienceChoicesSchema,
  reportCatalogueSchema,
  reportDefinitionsSchema,
  reportHistorySchema,
  reportManagerSchema,
  reportRolesSchema,
  reportSavedSchema,
} from '@connect/contracts/reports/reports.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { buildCustomerUser, companyIdOf, signInAs, type BuiltUser } from '../../../test/builders/identity';
import { queryRows } from '../../../test/query-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';

/*
 * Report management scoped to a customer's report admin (decision 095): the `reportAdmin` key in LSCOMP opens
 * report management over LSCOMP only; every list, id route and write stays inside it, while the portal admin
 * keeps seeing everything.
 */
let t: TestApp;
let admin: SignedIn;
let companyAdmin: SignedIn;
let plain: SignedIn;
let colleague: BuiltUser;
let foreigner: BuiltUser;
let lscomp = '';
let serraz = '';
let shared = ''; // given to LSCOMP and SERRAZ
let foreignOnly = ''; // given to SERRAZ only
let foreignRole = '';
let foreignSchedule = '';

const api = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  payload === undefined
    ? t.app.inject({ method, url, headers: who.headers })
    : t.app.inject({ method, url, headers: who.headers, payload: payload as Record<string, unknown> });

async function created(who: SignedIn, url: string, payload: Record<string, unknown>) {
  const res = await api(who, 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(201);
  return reportSavedSchema.parse(res.json()).id;
}

const schedule = (companyId: string, userId: string) => ({
  name: `Scoped statement ${Math.random().toString(36).slice(2, 8)}`,
  companyId,
  reportKey: 'billing_statement',
  parameters: { periodCode: 'YTD' },
  format: 'pdf',
  frequency: 'weekly',
  timeOfDay: '07:00',
  dayOfWeek: 1,
  timeZone: 'America/Chicago',
  recipients: [{ kind: 'user', userId }],
});

beforeAll(async () => {
  t = await createTestApp();
  lscomp = await companyIdOf(t.database.db, 'LSCOMP');
  serraz = await companyIdOf(t.database.db, 'SERRAZ');
  const [boss, reader, stranger, noAdmin] = await Promise.all([
    buildCustomerUser(t.database.db, { companyCode: 'LSCOMP', permissions: ['report', 'reportAdmin'] }),
    buildCustomerUser(t.database.db, { companyCode: 'LSCOMP', permissions: ['report'] }),
    buildCustomerUser(t.database.db, { companyCode: 'SERRAZ', permissions: ['report'] }),
    buildCustomerUser(t.database.db, { companyCode: 'LSCOMP', permissions: ['report'] }),
  ]);
  colleague = reader;
  foreigner = stranger;
  [admin, companyAdmin, plain] = await Promise.all([
    signIn(t.app, demo.admin, undefined, '10.0.9.1'),
    signInAs(t.app, boss),
    signInAs(t.app, noAdmin),
  ]);
  const suffix = Math.random().toString(36).slice(2, 8);
  shared = await created(admin, '/api/admin/reports', {
    name: `Shared ${suffix}`,
    kind: 'url',
    url: 'https://reports.example/shared',
  });
  foreignOnly = await created(admin, '/api/admin/reports', {
    name: `Foreign ${suffix}`,
    kind: 'url',
    url: 'https://reports.example/foreign',
  });
  const give = (id: string, companyIds: string[], userIds: string[]) =>
    api(admin, 'PUT', `/api/admin/reports/${id}/permissions`, { companyIds, userIds });
  expect((await give(shared, [lscomp, serraz], [stranger.id])).statusCode).toBe(200);
  expect((await give(foreignOnly, [serraz], [])).statusCode).toBe(200);
  foreignRole = await created(admin, '/api/admin/report-roles', {
    companyId: serraz,
    name: 'Finance',
    reportIds: [foreignOnly],
    userIds: [stranger.id],
  });
  foreignSchedule = await created(admin, '/api/admin/report-schedules', schedule(serraz, stranger.id));
});

afterAll(async () => {
  await t?.close();
});

describe("a customer's report admin", () => {
  it('opens report management over their own company only; a user without the key is refused', async () => {
    const manager = reportManagerSchema.parse((await api(companyAdmin, 'GET', '/api/admin/report-manager')).json());
    expect(manager).toEqual({ all: false, companies: ['LSCOMP'] });
    expect(reportManagerSchema.parse((await api(admin, 'GET', '/api/admin/report-manager')).json()).all).toBe(true);
    for (const url of ['/api/admin/report-manager', '/api/admin/reports', '/api/admin/report-roles']) {
      expect((await api(plain, 'GET', url)).statusCode, url).toBe(403);
    }
    expect((await api(plain, 'GET', '/api/admin/report-schedules')).statusCode).toBe(403);
  });

  it("lists only their company's reports, companies, users and permissions", async () => {
    const mine = reportDefinitionsSchema.parse((await api(companyAdmin, 'GET', '/api/admin/reports')).json());
    const ids = mine.items.map((r) => r.id);
    expect(ids).toContain(shared);
    expect(ids).not.toContain(foreignOnly);
    const sharedRow = mine.items.find((r) => r.id === shared);
    expect(sharedRow?.companies.map((c) => c.code)).toEqual(['LSCOMP']);
    expect(sharedRow?.users).toEqual([]);
    const all = reportDefinitionsSchema.parse((await api(admin, 'GET', '/api/admin/reports')).json());
    expect(all.items.find((r) => r.id === shared)?.companies.map((c) => c.code)).toEqual(['LSCOMP', 'SERRAZ']);
    expect(all.items.map((r) => r.id)).toContain(foreignOnly);

    const choices = reportAudienceChoicesSchema.parse(
      (await api(companyAdmin, 'GET', '/api/admin/report-audience')).json(),
    );
    expect(choices.companies.map((c) => c.code)).toEqual(['LSCOMP']);
    expect(choices.users.map((u) => u.id)).toContain(colleague.id);
    expect(choices.users.map((u) => u.id)).not.toContain(foreigner.id);
    const categories = categoriesSchema.parse((await api(companyAdmin, 'GET', '/api/admin/report-categories')).json());
    expect(Array.isArray(categories.items)).toBe(true);
  });

  it('sets who of their company sees a report, keeps what others set, and cannot name another company', async () => {
    const foreignCompany = await api(companyAdmin, 'PUT', `/api/admin/reports/${shared}/permissions`, {
      companyIds: [serraz],
      userIds: [],
    });
    expect(foreignCompany.statusCode).toBe(404);
    const foreignUser = await api(companyAdmin, 'PUT', `/api/admin/reports/${shared}/permissions`, {
      companyIds: [],
      userIds: [foreigner.id],
    });
    expect(foreignUser.statusCode).toBe(404);
    const foreignReport = await api(companyAdmin, 'PUT', `/api/admin/reports/${foreignOnly}/permissions`, {
      companyIds: [lscomp],
      userIds: [],
    });
    expect(foreignReport.statusCode).toBe(404);

    const narrowed = await api(companyAdmin, 'PUT', `/api/admin/reports/${shared}/permissions`, {
      companyIds: [],
      userIds: [colleague.id],
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    const all = reportDefinitionsSchema.parse((await api(admin, 'GET', '/api/admin/reports')).json());
    const row = all.items.find((r) => r.id === shared);
    expect(row?.companies.map((c) => c.code)).toEqual(['SERRAZ']);
    expect(row?.users.map((u) => u.id).sort()).toEqual([colleague.id, foreigner.id].sort());
  });

  it("may not change the forwarder's definitions or categories", async () => {
    const create = await api(companyAdmin, 'POST', '/api/admin/reports', {
      name: 'Mine',
      kind: 'url',
      url: 'https://x.example',
    });
    expect(create.statusCode).toBe(403);
    expect((await api(companyAdmin, 'DELETE', `/api/admin/reports/${shared}`)).statusCode).toBe(403);
    expect((await api(companyAdmin, 'POST', '/api/admin/report-categories', { name: 'Mine' })).statusCode).toBe(403);
    const all = reportDefinitionsSchema.parse((await api(admin, 'GET', '/api/admin/reports')).json());
    expect(all.items.map((r) => r.id)).toContain(shared);
  });

  it("manages their company's report roles; a role gives its reports to its users in the catalogue", async () => {
    const foreignCompany = await api(companyAdmin, 'POST', '/api/admin/report-roles', {
      companyId: serraz,
      name: 'Sneaky',
      reportIds: [],
      userIds: [],
    });
    expect(foreignCompany.statusCode).toBe(404);
    const foreignReport = await api(companyAdmin, 'POST', '/api/admin/report-roles', {
      companyId: lscomp,
      name: 'Sneaky',
      reportIds: [foreignOnly],
      userIds: [],
    });
    expect(foreignReport.statusCode).toBe(404);
    const foreignUser = await api(companyAdmin, 'POST', '/api/admin/report-roles', {
      companyId: lscomp,
      name: 'Sneaky',
      reportIds: [],
      userIds: [foreigner.id],
    });
    expect(foreignUser.statusCode).toBe(404);
    const noName = await api(companyAdmin, 'POST', '/api/admin/report-roles', {
      companyId: lscomp,
      name: ' ',
      reportIds: [],
      userIds: [],
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain('Role Name is mandatory');

    // The colleague lost `shared` above except as a single user; a role of a second reader gives it again.
    const second = await buildCustomerUser(t.database.db, { companyCode: 'LSCOMP', permissions: ['report'] });
    const secondIn = await signInAs(t.app, second);
    const before = reportCatalogueSchema.parse((await api(secondIn, 'GET', '/api/reports/catalogue')).json());
    expect(before.categories.flatMap((c) => c.reports.map((r) => r.id))).not.toContain(shared);
    const roleId = await created(companyAdmin, '/api/admin/report-roles', {
      companyId: lscomp,
      name: 'Planners',
      reportIds: [shared],
      userIds: [second.id],
    });
    const twice = await api(companyAdmin, 'POST', '/api/admin/report-roles', {
      companyId: lscomp,
      name: 'planners',
      reportIds: [],
      userIds: [],
    });
    expect(twice.statusCode).toBe(409);
    const after = reportCatalogueSchema.parse((await api(secondIn, 'GET', '/api/reports/catalogue')).json());
    expect(after.categories.flatMap((c) => c.reports.map((r) => r.id))).toContain(shared);

    const roles = reportRolesSchema.parse((await api(companyAdmin, 'GET', '/api/admin/report-roles')).json());
    expect(roles.items.map((r) => r.id)).toEqual([roleId]);
    expect(roles.items[0]?.users.map((u) => u.id)).toEqual([second.id]);
    const every = reportRolesSchema.parse((await api(admin, 'GET', '/api/admin/report-roles')).json());
    expect(every.items.map((r) => r.id)).toEqual(expect.arrayContaining([roleId, foreignRole]));

    const body = { companyId: serraz, name: 'Finance', reportIds: [], userIds: [] };
    expect((await api(companyAdmin, 'PUT', `/api/admin/report-roles/${foreignRole}`, body)).statusCode).toBe(404);
    expect((await api(companyAdmin, 'DELETE', `/api/admin/report-roles/${foreignRole}`)).statusCode).toBe(404);
    const moved = { companyId: serraz, name: 'Planners', reportIds: [], userIds: [] };
    expect((await api(companyAdmin, 'PUT', `/api/admin/report-roles/${roleId}`, moved)).statusCode).toBe(404);
    const [kept] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from report_role_users where role_id = ${foreignRole}`,
    );
    expect(kept?.n).toBe(1);

    const emptied = { companyId: lscomp, name: 'Planners', reportIds: [], userIds: [second.id] };
    expect((await api(companyAdmin, 'PUT', `/api/admin/report-roles/${roleId}`, emptied)).statusCode).toBe(200);
    const gone = reportCatalogueSchema.parse((await api(secondIn, 'GET', '/api/reports/catalogue')).json());
    expect(gone.categories.flatMap((c) => c.reports.map((r) => r.id))).not.toContain(shared);
    expect((await api(companyAdmin, 'DELETE', `/api/admin/report-roles/${roleId}`)).statusCode).toBe(200);
  });

  it("reads only their company's report history", async () => {
    const colleagueIn = await signInAs(t.app, colleague);
    const opened = (who: SignedIn, id: string) =>
      t.app.inject({ method: 'POST', url: `/api/reports/${id}/opened`, headers: who.headers });
    expect((await opened(colleagueIn, shared)).statusCode).toBe(204);
    expect((await opened(await signInAs(t.app, foreigner), foreignOnly)).statusCode).toBe(204);
    const mine = reportHistorySchema.parse(
      (await api(companyAdmin, 'GET', '/api/admin/report-history?pageSize=200')).json(),
    );
    expect(mine.items.length).toBeGreaterThan(0);
    expect(new Set(mine.items.map((r) => r.companyCode))).toEqual(new Set(['LSCOMP']));
    const all = reportHistorySchema.parse((await api(admin, 'GET', '/api/admin/report-history?pageSize=200')).json());
    expect(all.items.map((r) => r.companyCode)).toContain('SERRAZ');
  });

  it("schedules for their company only; another company's schedule is not found", async () => {
    const foreignCompany = await api(
      companyAdmin,
      'POST',
      '/api/admin/report-schedules',
      schedule(serraz, colleague.id),
    );
    expect(foreignCompany.statusCode).toBe(404);
    const foreignRecipient = await api(
      companyAdmin,
      'POST',
      '/api/admin/report-schedules',
      schedule(lscomp, foreigner.id),
    );
    expect(foreignRecipient.statusCode).toBe(404);
    const mine = await created(companyAdmin, '/api/admin/report-schedules', schedule(lscomp, colleague.id));
    const listed = schedulesSchema.parse((await api(companyAdmin, 'GET', '/api/admin/report-schedules')).json());
    expect(listed.items.map((s) => s.id)).toEqual([mine]);
    const every = schedulesSchema.parse((await api(admin, 'GET', '/api/admin/report-schedules')).json());
    expect(every.items.map((s) => s.id)).toEqual(expect.arrayContaining([mine, foreignSchedule]));

    const id = foreignSchedule;
    expect(
      (await api(companyAdmin, 'PUT', `/api/admin/report-schedules/${id}`, schedule(lscomp, colleague.id))).statusCode,
    ).toBe(404);
    expect((await api(companyAdmin, 'POST', `/api/admin/report-schedules/${id}/run`)).statusCode).toBe(404);
    expect((await api(companyAdmin, 'GET', `/api/admin/report-schedules/${id}/deliveries`)).statusCode).toBe(404);
    expect((await api(companyAdmin, 'DELETE', `/api/admin/report-schedules/${id}`)).statusCode).toBe(404);
    expect(every.items.find((s) => s.id === id)?.companyCode).toBe('SERRAZ');
    expect((await api(admin, 'GET', `/api/admin/report-schedules/${id}/deliveries`)).statusCode).toBe(200);
  });
});
