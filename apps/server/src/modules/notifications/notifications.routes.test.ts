import {
  eventNotificationsResponseSchema,
  quietHoursResponseSchema,
  saveEventNotificationsResponseSchema,
  type EventNotificationEntry,
} from '@connect/contracts/notifications/notifications.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { queryRows } from '../../../test/query-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let customer: SignedIn;
let limited: SignedIn;
let group: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signIn(t.app, demo.customer);
  limited = await signIn(t.app, demo.limited);
  group = await signIn(t.app, demo.group);
});
afterAll(async () => {
  await t.close();
});

const list = async (who: SignedIn): Promise<EventNotificationEntry[]> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/customer/user/eventNotifications', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return eventNotificationsResponseSchema.parse(res.json());
};
const save = (who: SignedIn, payload: unknown, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/customer/user/eventNotifications${query}`,
    headers: who.headers,
    payload: payload as object,
  });
const entry = (over: Partial<EventNotificationEntry>) => ({
  eventTypeId: 9999,
  flag: false,
  moduleId: 'billing',
  companyCode: '',
  ...over,
});

describe('GET customer/user/eventNotifications', () => {
  it('lists every module of the selected company, enabled only with the permission, default on', async () => {
    const rows = await list(limited);
    expect(new Set(rows.map((r) => r.companyCode))).toEqual(new Set(['SERRAZ']));
    const ids = rows.map((r) => r.eventTypeId);
    expect(ids).toEqual([
      25, 1, 12, 13, 112, 4, 5, 11, 6, 21, 8888, 6666, 7777, 9999, 5555, 4444, 3333, 1001, 1002, 1003,
    ]);
    const byModule = (m: string) => rows.filter((r) => r.moduleId === m);
    expect(byModule('shipments').every((r) => r.enabled)).toBe(true);
    expect(byModule('billing').every((r) => r.enabled)).toBe(true);
    expect(byModule('bookings').every((r) => !r.enabled)).toBe(true);
    expect(byModule('wms').every((r) => !r.enabled)).toBe(true);
    expect(rows.every((r) => r.flag && r.emailEnabled && r.portalEnabled && r.frequency === 'immediate')).toBe(true);
    expect(rows.find((r) => r.eventTypeId === 9999)?.eventTypeName).toBe('Invoice Posted');
  });

  it('gives a company-group user a panel per company without 8888, and no 2222 for customers', async () => {
    const rows = await list(group);
    expect(new Set(rows.map((r) => r.companyCode))).toEqual(new Set(['LSCOMP', 'GCMEDS', 'PRELEC']));
    expect(rows.some((r) => r.eventTypeId === 8888)).toBe(false);
    expect(rows.some((r) => r.eventTypeId === 2222)).toBe(false);
    const prelecBooking = rows.find((r) => r.companyCode === 'PRELEC' && r.eventTypeId === 5555);
    expect(prelecBooking?.enabled).toBe(false);
    const gcWms = rows.find((r) => r.companyCode === 'GCMEDS' && r.eventTypeId === 1001);
    expect(gcWms?.enabled).toBe(true);
    const lsWms = rows.find((r) => r.companyCode === 'LSCOMP' && r.eventTypeId === 1001);
    expect(lsWms?.enabled).toBe(false);
  });

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/customer/user/eventNotifications' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST customer/user/eventNotifications', () => {
  it('saves a row of the selected company with channels and frequency, and reads it back', async () => {
    const res = await save(customer, [
      entry({ eventTypeId: 6, moduleId: 'shipments', flag: true, emailEnabled: false, frequency: 'daily' }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = saveEventNotificationsResponseSchema.parse(res.json());
    expect(body).toMatchObject({ saved: 1, companyCodes: ['LSCOMP'], messageKey: 'server.notifications.saved' });
    const row = (await list(customer)).find((r) => r.eventTypeId === 6);
    expect(row).toMatchObject({ flag: true, emailEnabled: false, portalEnabled: true, frequency: 'daily' });
  });

  it('refuses a module without the permission with 403 and stores nothing', async () => {
    const res = await save(limited, [entry({ eventTypeId: 5555, moduleId: 'bookings' })]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: { code: 'ACCESS_DENIED', messageKey: 'server.notifications.noPermission' },
    });
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from notification_preferences p join users u on u.id = p.user_id
          where u.email = ${demo.limited} and p.event_type_id = 5555`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('answers 404 for a company that is not the caller’s, as for a missing one', async () => {
    const foreign = await save(limited, [entry({ companyCode: 'LSCOMP' })]);
    expect(foreign.statusCode).toBe(404);
    const missing = await save(limited, [entry({ companyCode: 'NOPE42' })]);
    expect(missing.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Record Not Found' } });
    expect(missing.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Record Not Found' } });
  });

  it('refuses 8888 for a group user, 2222 for a customer and an event of another module', async () => {
    const notes = await save(group, [entry({ eventTypeId: 8888, moduleId: 'shipments', companyCode: 'LSCOMP' })]);
    expect(notes.statusCode).toBe(400);
    const submitted = await save(customer, [entry({ eventTypeId: 2222, moduleId: 'bookings' })]);
    expect(submitted.statusCode).toBe(400);
    const wrongModule = await save(customer, [entry({ eventTypeId: 9999, moduleId: 'shipments' })]);
    expect(wrongModule.statusCode).toBe(400);
    const unknown = await save(customer, [entry({ eventTypeId: 4242, moduleId: 'billing' })]);
    expect(unknown.statusCode).toBe(400);
  });

  it('rejects unknown fields, a bad applyToAll and a body that is not a list', async () => {
    expect((await save(customer, [{ ...entry({}), userId: 'someone-else' }])).statusCode).toBe(400);
    expect((await save(customer, [entry({})], '?applyToAll=yes')).statusCode).toBe(400);
    expect((await save(customer, [entry({})], '?applyToAll=true&x=1')).statusCode).toBe(400);
    expect((await save(customer, { eventTypeId: 9999 })).statusCode).toBe(400);
    expect((await save(customer, [entry({ frequency: 'hourly' as never })])).statusCode).toBe(400);
  });

  it('applies to every company of the caller with the permission when applyToAll=true', async () => {
    const res = await save(
      group,
      [entry({ eventTypeId: 5555, moduleId: 'bookings', companyCode: 'LSCOMP' })],
      '?applyToAll=true',
    );
    expect(res.statusCode, res.body).toBe(200);
    // PRELEC has no booking permission: left out.
    expect(saveEventNotificationsResponseSchema.parse(res.json()).companyCodes).toEqual(['GCMEDS', 'LSCOMP']);
    const rows = (await list(group)).filter((r) => r.eventTypeId === 5555);
    expect(rows.map((r) => [r.companyCode, r.flag]).sort()).toEqual([
      ['GCMEDS', false],
      ['LSCOMP', false],
      ['PRELEC', true],
    ]);
  });

  it('applies to the named company only without applyToAll', async () => {
    const res = await save(group, [entry({ companyCode: 'PRELEC' })]);
    expect(res.statusCode).toBe(200);
    const rows = (await list(group)).filter((r) => r.eventTypeId === 9999);
    expect(rows.map((r) => [r.companyCode, r.flag]).sort()).toEqual([
      ['GCMEDS', true],
      ['LSCOMP', true],
      ['PRELEC', false],
    ]);
  });
});

describe('POST customer/user/GroupEventNotifications', () => {
  it('saves per company, refuses a foreign company with 404 and unknown fields with 400', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/customer/user/GroupEventNotifications',
      headers: group.headers,
      payload: {
        alertNotification: [
          entry({ eventTypeId: 1001, moduleId: 'wms', companyCode: 'GCMEDS' }),
          entry({ eventTypeId: 6, moduleId: 'shipments', companyCode: 'PRELEC', portalEnabled: false }),
        ],
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const rows = await list(group);
    expect(rows.find((r) => r.companyCode === 'GCMEDS' && r.eventTypeId === 1001)?.flag).toBe(false);
    expect(rows.find((r) => r.companyCode === 'PRELEC' && r.eventTypeId === 6)).toMatchObject({
      flag: false,
      portalEnabled: false,
    });
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/customer/user/GroupEventNotifications',
      headers: group.headers,
      payload: { alertNotification: [entry({ companyCode: 'SERRAZ' })] },
    });
    expect(foreign.statusCode).toBe(404);
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/customer/user/GroupEventNotifications',
      headers: group.headers,
      payload: { alertNotification: [], applyToAll: true },
    });
    expect(extra.statusCode).toBe(400);
  });
});

describe('employees', () => {
  it('see and save 2222 (Booking Submitted) for a company they belong to', async () => {
    await t.database.db.execute(sql`
      insert into memberships (user_id, company_id, permissions)
      select u.id, c.id, array['booking']::text[] from users u, companies c
      where u.email = ${demo.employee} and c.code = 'LSCOMP'`);
    await t.database.db.execute(sql`
      update users set selected_company_id = (select id from companies where code = 'LSCOMP')
      where email = ${demo.employee}`);
    const employee = await signIn(t.app, demo.employee);
    const rows = await list(employee);
    expect(rows.find((r) => r.eventTypeId === 2222)).toMatchObject({ enabled: true, companyCode: 'LSCOMP' });
    const res = await save(employee, [entry({ eventTypeId: 2222, moduleId: 'bookings' })]);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('quiet hours', () => {
  it('are read and saved in the user’s zone; both or neither; bad times refused', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/customer/user/quietHours', headers: customer.headers });
    expect(quietHoursResponseSchema.parse(get.json())).toEqual({ start: null, end: null, timeZone: 'America/Chicago' });
    const put = (payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/customer/user/quietHours',
        headers: customer.headers,
        payload: payload as object,
      });
    const ok = await put({ start: '22:00', end: '07:00' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      start: '22:00',
      end: '07:00',
      messageKey: 'server.notifications.quietHoursSaved',
    });
    expect((await put({ start: '25:00', end: '07:00' })).statusCode).toBe(400);
    expect((await put({ start: '22:00', end: null })).statusCode).toBe(400);
    expect((await put({ start: '07:00', end: '07:00' })).statusCode).toBe(400);
    expect((await put({ start: null, end: null, userId: 'x' })).statusCode).toBe(400);
    expect((await put({ start: null, end: null })).json()).toMatchObject({ start: null, end: null });
  });
});
