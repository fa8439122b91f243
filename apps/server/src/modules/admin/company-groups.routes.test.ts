import {
  companyGroupResponseSchema,
  companyGroupsResponseSchema,
} from '@connect/contracts/admin/company-groups.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: SignedIn;
let limited: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, demo.admin);
  limited = await signIn(t.app, demo.limited);
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: SignedIn, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });
const fieldMessages = (body: unknown) =>
  (body as { error: { details?: { fields?: { message: string }[] } } }).error.details?.fields?.map((f) => f.message);

describe('company groups', () => {
  it('refuses callers without the admin claim (403)', async () => {
    const customer = await signIn(t.app, demo.customer);
    const employee = await signIn(t.app, demo.employee);
    for (const who of [customer, employee]) {
      expect((await call('GET', '/api/admin/company-groups', who)).statusCode).toBe(403);
      const create = await call('POST', '/api/admin/company-groups', who, {
        code: 'X',
        name: 'X',
        companyCodes: ['LSCOMP'],
      });
      expect(create.statusCode).toBe(403);
    }
  });

  it('creates, renames, adds and removes companies, and assigns users; each change audited', async () => {
    const none = await call('POST', '/api/admin/company-groups', admin, {
      code: 'NORTH',
      name: 'North',
      companyCodes: [],
    });
    expect(none.statusCode).toBe(400);
    expect(fieldMessages(none.json())).toEqual(['Please add one company.']);
    const unknown = await call('POST', '/api/admin/company-groups', admin, {
      code: 'NORTH',
      name: 'North',
      companyCodes: ['SERRAZ', 'NOPE'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldMessages(unknown.json())).toEqual(['Unknown company NOPE.']);
    const extra = await call('POST', '/api/admin/company-groups', admin, {
      code: 'NORTH',
      name: 'North',
      companyCodes: ['SERRAZ'],
      admin: true,
    });
    expect(extra.statusCode).toBe(400);

    const created = await call('POST', '/api/admin/company-groups', admin, {
      code: 'NORTH',
      name: 'North',
      companyCodes: ['SERRAZ', 'gcmeds'],
    });
    expect(created.statusCode).toBe(200);
    const group = companyGroupResponseSchema.parse(created.json()).group;
    expect(group.companies.map((c) => c.companyCode)).toEqual(['GCMEDS', 'SERRAZ']);
    const taken = await call('POST', '/api/admin/company-groups', admin, {
      code: 'north',
      name: 'Again',
      companyCodes: ['SERRAZ'],
    });
    expect(taken.statusCode).toBe(409);
    expect(fieldMessages(taken.json())).toEqual(['A company group with the code north exists already.']);

    const renamed = await call('PUT', `/api/admin/company-groups/${group.id}`, admin, {
      name: 'North America',
      companyCodes: ['SERRAZ', 'PRELEC'],
    });
    expect(renamed.statusCode).toBe(200);
    const after = companyGroupResponseSchema.parse(renamed.json()).group;
    expect([after.name, after.companies.map((c) => c.companyCode)]).toEqual(['North America', ['PRELEC', 'SERRAZ']]);

    const noUsers = await call('PUT', `/api/admin/company-groups/${group.id}/users`, admin, { userIds: [] });
    expect(noUsers.statusCode).toBe(400);
    expect(fieldMessages(noUsers.json())).toEqual(['Please select atleast one user']);
    const limitedId = limited.session.user.userId;
    const assigned = await call('PUT', `/api/admin/company-groups/${group.id}/users`, admin, { userIds: [limitedId] });
    expect(assigned.statusCode).toBe(200);
    expect(companyGroupResponseSchema.parse(assigned.json()).group.users.map((u) => u.email)).toEqual([demo.limited]);
    const missing = await call('PUT', `/api/admin/company-groups/${group.id}/users`, admin, {
      userIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(missing.statusCode).toBe(404);
    const unknownGroup = await call('PUT', '/api/admin/company-groups/00000000-0000-4000-8000-000000000000', admin, {
      name: 'X',
      companyCodes: ['SERRAZ'],
    });
    expect(unknownGroup.statusCode).toBe(404);

    const list = companyGroupsResponseSchema.parse((await call('GET', '/api/admin/company-groups', admin)).json());
    expect(list.items.find((g) => g.code === 'NORTH')?.users.map((u) => u.userId)).toEqual([limitedId]);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'companyGroup'), eq(auditLog.entityId, group.id)))
      .orderBy(auditLog.id);
    expect(audits.map((a) => [a.action, a.actorUserId, a.subjectUserId])).toEqual([
      ['admin.companyGroup.create', admin.session.user.userId, null],
      ['admin.companyGroup.update', admin.session.user.userId, null],
      ['admin.companyGroup.userAdded', admin.session.user.userId, limitedId],
    ]);
    expect(audits[1]?.details).toMatchObject({
      name: { from: 'North', to: 'North America' },
      added: ['PRELEC'],
      removed: ['GCMEDS'],
    });
  });
});
