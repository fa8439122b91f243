import {
  deliveriesSchema,
  nextRunsSchema,
  runResultSchema,
  scheduleSavedSchema,
  schedulesSchema,
} from '@connect/contracts/report-schedules/report-schedules.schemas';
import { outboxResponseSchema } from '@connect/contracts/admin/admin.schemas';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config/env';
import type { ServiceContext } from '../../context';
import { createDatabase, type DatabaseHandle } from '../../db/client';
import { createJobRunner } from '../../lib/jobs';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import {
  buildCompany,
  buildCustomerUser,
  companyIdOf,
  signInAs,
  type BuiltUser,
} from '../../../test/builders/identity';
import { queryRows } from '../../../test/query-rows';
import { startSmtpSink, type ReceivedMail } from '../../../test/smtp-sink';
import { createPostgresTestDatabase, createTestApp, testEnv, type TestApp } from '../../../test/test-app';
import { reportScheduleJobs } from './report-schedules.jobs';
import { deliveryLink, runDueSchedules } from './report-deliveries.service';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let second: DatabaseHandle;
let admin: SignedIn;
let customer: SignedIn;
let lscomp = '';
let reader: BuiltUser;
let leaver: BuiltUser;
let noReport: BuiltUser;
const outsider = 'controller@outside-auditors.example';
const env = { SMTP_URL: '', PUBLIC_URL: 'https://connect.test' };

beforeAll(async () => {
  sink = await startSmtpSink();
  env.SMTP_URL = sink.url;
  // Two instances on one database: on PostgreSQL a second connection pool; PGlite has one connection.
  if (inject('testDatabaseTemplate').kind === 'postgres') {
    const url = await createPostgresTestDatabase();
    const first = createDatabase({ kind: 'postgres', url, poolSize: 4 });
    second = createDatabase({ kind: 'postgres', url, poolSize: 2 });
    t = await createTestApp({ database: first, env });
  } else {
    t = await createTestApp({ env });
    second = t.database;
  }
  [admin, customer] = await Promise.all([
    signIn(t.app, demo.admin, undefined, '10.0.1.1'),
    signIn(t.app, demo.customer, undefined, '10.0.1.2'),
  ]);
  lscomp = await companyIdOf(t.database.db, 'LSCOMP');
  [reader, leaver, noReport] = await Promise.all([
    buildCustomerUser(t.database.db, { companyCode: 'LSCOMP', permissions: ['report', 'billing'] }),
    buildCustomerUser(t.database.db, { companyCode: 'LSCOMP', permissions: ['report', 'billing'] }),
    buildCustomerUser(t.database.db, { companyCode: 'LSCOMP', permissions: ['billing'] }),
  ]);
});
afterAll(async () => {
  await t.close();
  if (second !== t.database) await second.close();
  await t.database.close();
  await sink.close();
});

const api = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  payload === undefined
    ? t.app.inject({ method, url, headers: who.headers })
    : t.app.inject({ method, url, headers: who.headers, payload });

const weekly = (overrides: Record<string, unknown> = {}) => ({
  name: `Weekly statement ${Math.random().toString(36).slice(2, 8)}`,
  companyId: lscomp,
  reportKey: 'billing_statement',
  parameters: { periodCode: 'YTD' },
  format: 'pdf',
  frequency: 'weekly',
  timeOfDay: '07:00',
  dayOfWeek: 1,
  timeZone: 'America/Chicago',
  recipients: [{ kind: 'user', userId: reader.id }],
  skipWhenEmpty: false,
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await api(admin, 'POST', '/api/admin/report-schedules', weekly(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return scheduleSavedSchema.parse(res.json()).id;
}

const mailsTo = (address: string, since: number): ReceivedMail[] =>
  sink.received.slice(since).filter((m) => m.to.includes(address.toLowerCase()));

const fieldsOf = (body: string) =>
  (JSON.parse(body) as { error: { details?: { fields?: { path: string; messageKey?: string; message?: string }[] } } })
    .error.details?.fields ?? [];

describe('report schedules: CRUD and validation', () => {
  it('creates, lists, changes and deletes a schedule (portal admins only)', async () => {
    const id = await create({
      recipients: [
        { kind: 'user', userId: reader.id },
        { kind: 'email', email: outsider },
      ],
    });
    const list = schedulesSchema.parse((await api(admin, 'GET', '/api/admin/report-schedules')).json());
    const saved = list.items.find((s) => s.id === id);
    expect(saved).toMatchObject({
      companyCode: 'LSCOMP',
      frequency: 'weekly',
      dayOfWeek: 1,
      timeZone: 'America/Chicago',
      lastStatus: null,
      recipients: [
        { kind: 'user', userId: reader.id, email: reader.email },
        { kind: 'email', email: outsider },
      ],
    });
    // The next run is a Monday at 07:00 in Chicago.
    const next = new Date(saved?.nextRunAt ?? '');
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    }).format(next);
    expect(local).toBe('Mon 07:00');
    expect(next.getTime()).toBeGreaterThan(Date.now());

    const changed = await api(
      admin,
      'PUT',
      `/api/admin/report-schedules/${id}`,
      weekly({ frequency: 'daily', active: false }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const after = schedulesSchema.parse((await api(admin, 'GET', '/api/admin/report-schedules')).json());
    expect(after.items.find((s) => s.id === id)).toMatchObject({
      frequency: 'daily',
      dayOfWeek: null,
      active: false,
      nextRunAt: null,
    });

    expect((await api(customer, 'GET', '/api/admin/report-schedules')).statusCode).toBe(403);
    expect((await api(customer, 'POST', `/api/admin/report-schedules/${id}/run`)).statusCode).toBe(403);
    expect((await api(admin, 'DELETE', `/api/admin/report-schedules/${id}`)).statusCode).toBe(200);
    expect((await api(admin, 'DELETE', `/api/admin/report-schedules/${id}`)).statusCode).toBe(404);
  });

  it('answers the spec-like field messages and refuses unknown fields', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Schedule Name is mandatory'],
      [{ dayOfWeek: null }, 'dayOfWeek', 'Choose the day of the week'],
      [{ frequency: 'monthly' }, 'dayOfMonth', 'Choose a day of the month from 1 to 28'],
      [{ frequency: 'cron', cronExpression: '' }, 'cronExpression', 'Cron Expression is mandatory'],
      [{ timeOfDay: '25:00' }, 'timeOfDay', 'Enter the time as HH:MM (00:00 to 23:59)'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'Choose a time zone'],
      [{ recipients: [] }, 'recipients', 'Add at least one recipient'],
      [{ recipients: [{ kind: 'email', email: 'not-an-address' }] }, 'recipients', 'Enter a valid e-mail address'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await api(admin, 'POST', '/api/admin/report-schedules', weekly(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      const issue = fieldsOf(res.body).find((f) => f.path.includes(field));
      expect(issue?.message, res.body).toBe(message);
    }
    const server: [Record<string, unknown>, string][] = [
      [{ frequency: 'cron', cronExpression: 'every monday' }, 'server.reportSchedules.cronInvalid'],
      [{ frequency: 'cron', cronExpression: '*/5 * * * *' }, 'server.reportSchedules.cronTooOften'],
      [{ reportKey: 'payroll' }, 'server.reportSchedules.unknownReport'],
      [{ parameters: { periodCode: 'L2Y' } }, 'server.reports.periodCodes'],
    ];
    for (const [overrides, key] of server) {
      const res = await api(admin, 'POST', '/api/admin/report-schedules', weekly(overrides));
      expect(res.statusCode, res.body).toBe(400);
      expect(fieldsOf(res.body).map((f) => f.messageKey)).toContain(key);
    }
    const unknownField = await api(admin, 'POST', '/api/admin/report-schedules', weekly({ ownerUserId: reader.id }));
    expect(unknownField.statusCode).toBe(400);
    const cron = await api(
      admin,
      'POST',
      '/api/admin/report-schedules',
      weekly({ frequency: 'cron', cronExpression: '0 7 * * 1-5' }),
    );
    expect(cron.statusCode, cron.body).toBe(201);
  });

  it('treats unknown companies, users and schedules as not found', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await api(admin, 'POST', '/api/admin/report-schedules', weekly({ companyId: missing }))).statusCode).toBe(
      404,
    );
    const ghost = weekly({ recipients: [{ kind: 'user', userId: missing }] });
    expect((await api(admin, 'POST', '/api/admin/report-schedules', ghost)).statusCode).toBe(404);
    expect((await api(admin, 'PUT', `/api/admin/report-schedules/${missing}`, weekly())).statusCode).toBe(404);
    expect((await api(admin, 'POST', `/api/admin/report-schedules/${missing}/run`)).statusCode).toBe(404);
    expect((await api(admin, 'GET', `/api/admin/report-schedules/${missing}/deliveries`)).statusCode).toBe(404);
    // A malformed id is refused by the schema (400, 'Record Not Found'), as in the other areas.
    const malformed = await api(admin, 'GET', '/api/admin/report-schedules/not-a-uuid/deliveries');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('Record Not Found');
  });

  it('previews the next five runs in the time zone', async () => {
    const res = await api(admin, 'POST', '/api/admin/report-schedules/preview', {
      frequency: 'monthly',
      timeOfDay: '06:30',
      dayOfMonth: 15,
      timeZone: 'America/Sao_Paulo',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { runs } = nextRunsSchema.parse(res.json());
    expect(runs).toHaveLength(5);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    });
    for (const run of runs) expect(local.format(new Date(run))).toBe('15, 06:30');
    expect(new Set(runs.map((r) => r.slice(0, 7))).size).toBe(5);
    const bad = await api(admin, 'POST', '/api/admin/report-schedules/preview', {
      frequency: 'cron',
      cronExpression: '61 * * * *',
      timeZone: 'UTC',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('report schedules: runs, recipients and the delivery log', () => {
  it("runs now in each recipient's own scope: the attachment for users with access, a link for outside addresses, nothing for who lost access", async () => {
    const id = await create({
      recipients: [
        { kind: 'user', userId: reader.id },
        { kind: 'user', userId: leaver.id },
        { kind: 'user', userId: noReport.id },
        { kind: 'email', email: outsider },
      ],
    });
    // The leaver loses access to the company after the schedule was made.
    await t.database.db.execute(sql`delete from memberships where user_id = ${leaver.id} and company_id = ${lscomp}`);
    const since = sink.received.length;
    const res = await api(admin, 'POST', `/api/admin/report-schedules/${id}/run`);
    expect(res.statusCode, res.body).toBe(200);
    const result = runResultSchema.parse(res.json());
    expect(result).toMatchObject({ status: 'sent', messageKey: 'server.reportSchedules.ran' });

    const [toReader] = mailsTo(reader.email, since);
    expect(toReader?.attachments).toHaveLength(1);
    expect(toReader?.attachments[0]?.filename).toMatch(/^Statement LSCOMP YTD\.pdf$/);
    expect(toReader?.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mailsTo(leaver.email, since)).toEqual([]);
    expect(mailsTo(noReport.email, since)).toEqual([]);
    const [toOutsider] = mailsTo(outsider, since);
    expect(toOutsider?.attachments).toEqual([]);
    const link = /https:\/\/connect\.test(\/api\/report-deliveries\/\S+)/.exec(toOutsider?.text ?? '')?.[1] ?? '';
    expect(link).toContain(result.deliveryId);

    const log = deliveriesSchema.parse(
      (await api(admin, 'GET', `/api/admin/report-schedules/${id}/deliveries`)).json(),
    );
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({ trigger: 'manual', status: 'sent', hasFile: true });
    expect(log.items[0]?.sentTo).toEqual([
      { kind: 'user', to: reader.id, address: reader.email, outcome: 'attached' },
      { kind: 'user', to: leaver.id, address: '', outcome: 'noAccess' },
      { kind: 'user', to: noReport.id, address: '', outcome: 'noAccess' },
      { kind: 'email', to: outsider, address: outsider, outcome: 'link' },
    ]);

    // The archived file, for admins; the outside link works as sent and not when changed.
    const file = await api(admin, 'GET', `/api/admin/report-schedules/${id}/deliveries/${result.deliveryId}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const outside = await t.app.inject({ method: 'GET', url: link });
    expect(outside.statusCode, outside.body).toBe(200);
    expect(outside.rawPayload.equals(file.rawPayload)).toBe(true);
    const tampered = link.replace(/signature=[^&]+/, `signature=${'A'.repeat(43)}`);
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    const otherAddress = link.replace(/to=[^&]+/, `to=${encodeURIComponent('someone@else.example')}`);
    expect((await t.app.inject({ method: 'GET', url: otherAddress })).statusCode).toBe(404);
    const config = loadConfig(testEnv(env));
    const expired = deliveryLink(
      { config } as unknown as Parameters<typeof deliveryLink>[0],
      result.deliveryId,
      outsider,
      Date.now() - 8 * 86_400_000,
    );
    expect((await t.app.inject({ method: 'GET', url: expired.replace('https://connect.test', '') })).statusCode).toBe(
      404,
    );

    // Re-send: the archived file again, access checked again.
    const sinceResend = sink.received.length;
    const resent = await api(admin, 'POST', `/api/admin/report-schedules/${id}/deliveries/${result.deliveryId}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(runResultSchema.parse(resent.json()).messageKey).toBe('server.reportSchedules.resent');
    expect(mailsTo(reader.email, sinceResend)[0]?.attachments[0]?.content.equals(file.rawPayload)).toBe(true);
    expect(mailsTo(leaver.email, sinceResend)).toEqual([]);
    const logAfter = deliveriesSchema.parse(
      (await api(admin, 'GET', `/api/admin/report-schedules/${id}/deliveries`)).json(),
    );
    expect(logAfter.items.map((d) => d.trigger)).toEqual(['resend', 'manual']);

    // Another schedule's delivery is not found through this one.
    const otherId = await create();
    for (const url of [
      `/api/admin/report-schedules/${otherId}/deliveries/${result.deliveryId}/file`,
      `/api/admin/report-schedules/${otherId}/deliveries/${result.deliveryId}/resend`,
    ])
      expect((await api(admin, url.endsWith('resend') ? 'POST' : 'GET', url)).statusCode).toBe(404);
  });

  it('sends nothing when every recipient lost access', async () => {
    const gone = await buildCustomerUser(t.database.db, { companyCode: 'LSCOMP', permissions: ['report', 'billing'] });
    const id = await create({ recipients: [{ kind: 'user', userId: gone.id }] });
    await t.database.db.execute(sql`update memberships set permissions = '{report}' where user_id = ${gone.id}`);
    const since = sink.received.length;
    const res = await api(admin, 'POST', `/api/admin/report-schedules/${id}/run`);
    expect(runResultSchema.parse(res.json())).toMatchObject({ status: 'noRecipients' });
    expect(mailsTo(gone.email, since)).toEqual([]);
  });

  it('skips an empty run when asked to', async () => {
    const empty = await buildCompany(t.database.db);
    const member = await buildCustomerUser(t.database.db, {
      companyCode: empty.code,
      permissions: ['report', 'billing'],
    });
    const id = await create({
      companyId: empty.id,
      skipWhenEmpty: true,
      recipients: [{ kind: 'user', userId: member.id }],
    });
    const since = sink.received.length;
    const res = await api(admin, 'POST', `/api/admin/report-schedules/${id}/run`);
    expect(runResultSchema.parse(res.json())).toMatchObject({ status: 'skippedEmpty' });
    expect(mailsTo(member.email, since)).toEqual([]);
    const log = deliveriesSchema.parse(
      (await api(admin, 'GET', `/api/admin/report-schedules/${id}/deliveries`)).json(),
    );
    expect(log.items[0]).toMatchObject({ status: 'skippedEmpty', rowCount: 0, hasFile: false });
    // Without skip-when-empty the empty CSV still goes out.
    const id2 = await create({ companyId: empty.id, format: 'csv', recipients: [{ kind: 'user', userId: member.id }] });
    const since2 = sink.received.length;
    expect(
      runResultSchema.parse((await api(admin, 'POST', `/api/admin/report-schedules/${id2}/run`)).json()).status,
    ).toBe('sent');
    const csv = mailsTo(member.email, since2)[0]?.attachments[0];
    expect(csv?.filename).toBe(`Statement ${empty.code} YTD.csv`);
    expect(
      csv?.content
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0],
    ).toBe('Date,Type,Reference,Description,Charge,Credit,Balance');
  });

  it("delivers an analytics report through the analytics service, in each recipient's scope", async () => {
    const choices = await api(admin, 'GET', '/api/admin/report-schedules/choices');
    const keys = (choices.json() as { reports: { key: string }[] }).reports.map((r) => r.key);
    expect(keys).toEqual(expect.arrayContaining(['billing_statement', 'analytics.analytics', 'analytics.on_time']));
    const id = await create({
      reportKey: 'analytics.on_time',
      parameters: { periodCode: 'L3M' },
      format: 'xlsx',
      recipients: [
        { kind: 'user', userId: reader.id },
        { kind: 'user', userId: noReport.id },
      ],
    });
    const since = sink.received.length;
    const res = await api(admin, 'POST', `/api/admin/report-schedules/${id}/run`);
    expect(res.statusCode, res.body).toBe(200);
    expect(runResultSchema.parse(res.json()).status).toBe('sent');
    const file = mailsTo(reader.email, since)[0]?.attachments[0];
    expect(file?.filename).toMatch(/ LSCOMP L3M .*\.xlsx$/);
    expect(file?.content.subarray(0, 2).toString()).toBe('PK');
    expect(mailsTo(noReport.email, since)).toEqual([]);
    const bad = await api(
      admin,
      'POST',
      '/api/admin/report-schedules',
      weekly({ reportKey: 'analytics.on_time', parameters: {} }),
    );
    expect(bad.statusCode).toBe(400);
  });

  it("writes each portal recipient's mail, attachment name and headings in their chosen language (the outbox keeps it)", async () => {
    const lector = await buildCustomerUser(t.database.db, {
      companyCode: 'LSCOMP',
      permissions: ['report', 'billing'],
      displayName: 'Lectora en español',
    });
    // They choose Spanish in My Profile, as anyone does.
    const own = await signInAs(t.app, lector);
    const chose = await api(own, 'POST', '/api/customer/user/profile', {
      eventAlertNotifications: [],
      claims: [{ name: 'locale', value: 'es-MX' }],
      applyToAll: false,
    });
    expect(chose.statusCode, chose.body).toBe(200);
    const name = `Estado semanal ${Math.random().toString(36).slice(2, 8)}`;
    const id = await create({
      name,
      format: 'csv',
      recipients: [
        { kind: 'user', userId: lector.id },
        { kind: 'user', userId: reader.id },
      ],
    });
    const since = sink.received.length;
    const res = await api(admin, 'POST', `/api/admin/report-schedules/${id}/run`);
    expect(runResultSchema.parse(res.json()).status).toBe('sent');

    const [spanish] = mailsTo(lector.email, since);
    expect(spanish?.subject).toBe(`Reporte programado: ${name}`);
    expect(spanish?.text).toMatch(new RegExp(`^Su reporte programado "${name}" de .+ está listo \\(\\d+ filas?\\)\\.`));
    expect(spanish?.text).toContain('El reporte va adjunto: Estado de cuenta LSCOMP YTD.csv');
    expect(spanish?.attachments[0]?.filename).toBe('Estado de cuenta LSCOMP YTD.csv');
    expect(
      spanish?.attachments[0]?.content
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0],
    ).toBe('Fecha,Tipo,Referencia,Descripción,Cargo,Crédito,Saldo');
    // The English reader of the same run still reads English.
    const [english] = mailsTo(reader.email, since);
    expect(english?.subject).toBe(`Scheduled report: ${name}`);
    expect(english?.attachments[0]?.filename).toBe('Statement LSCOMP YTD.csv');

    // The outbox (what admins see the portal sent) has the Spanish mail.
    const filter = encodeURIComponent(JSON.stringify([{ field: 'to', operator: 'contains', value: lector.email }]));
    const outbox = await api(admin, 'GET', `/api/admin/mail-outbox?filter=${filter}&sort=createdAt%3Ddesc`);
    expect(outbox.statusCode, outbox.body).toBe(200);
    const [stored] = outboxResponseSchema.parse(outbox.json()).items;
    expect(stored).toMatchObject({ to: lector.email, subject: `Reporte programado: ${name}` });
    expect(stored?.text).toContain('El reporte va adjunto: Estado de cuenta LSCOMP YTD.csv');

    // An analytics report made for them: Spanish sheet names and headings, a Spanish file name.
    const analyticsId = await create({
      reportKey: 'analytics.on_time',
      parameters: { periodCode: 'L3M' },
      format: 'xlsx',
      recipients: [{ kind: 'user', userId: lector.id }],
    });
    const since2 = sink.received.length;
    expect(
      runResultSchema.parse((await api(admin, 'POST', `/api/admin/report-schedules/${analyticsId}/run`)).json()).status,
    ).toBe('sent');
    const workbook = mailsTo(lector.email, since2)[0]?.attachments[0];
    expect(workbook?.filename).toMatch(/^Puntualidad LSCOMP L3M \d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    // exceljs's typings name an ArrayBuffer; it reads the Node Buffer the outbox stores.
    await book.xlsx.load(workbook?.content as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Puntualidad']);
    expect(book.worksheets[0]?.getRow(1).values).toEqual([
      undefined,
      'Medido contra',
      'Llegadas con ETA',
      'A tiempo',
      'Con retraso',
      '% a tiempo',
    ]);
    expect(book.worksheets[0]?.getCell('A2').value).toBe('Primera ETA');
  });

  it('alerts the owner by e-mail when a run fails', async () => {
    const id = await create();
    await t.database.db.execute(sql`update report_schedules set report_key = 'retired_report' where id = ${id}`);
    const since = sink.received.length;
    const res = await api(admin, 'POST', `/api/admin/report-schedules/${id}/run`);
    expect(runResultSchema.parse(res.json())).toMatchObject({
      status: 'failed',
      messageKey: 'server.reportSchedules.ranFailed',
    });
    const alert = mailsTo(demo.admin, since);
    expect(alert.map((m) => m.subject)).toEqual([expect.stringMatching(/^Scheduled report failed: Weekly statement/)]);
    expect(mailsTo(reader.email, since)).toEqual([]);
    const log = deliveriesSchema.parse(
      (await api(admin, 'GET', `/api/admin/report-schedules/${id}/deliveries`)).json(),
    );
    expect(log.items[0]).toMatchObject({ status: 'failed', error: 'the report retired_report is not available' });
  });
});

describe('report schedules: the due-run job', () => {
  const context = (db: DatabaseHandle['db']): ServiceContext => ({
    db,
    config: loadConfig(testEnv(env)),
    mailer: t.app.mailer,
    requestId: 'test-job',
  });

  it('runs a due schedule once when two instances run the job at the same moment', async () => {
    const id = await create({ name: 'Due once' });
    await t.database.db.execute(
      sql`update report_schedules set next_run_at = now() - interval '1 minute' where id = ${id}`,
    );
    const [a, b] = await Promise.all([runDueSchedules(context(t.database.db)), runDueSchedules(context(second.db))]);
    expect([...a, ...b].filter((x) => x === id)).toEqual([id]);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from report_deliveries where schedule_id = ${id} and trigger = 'schedule'`,
    );
    expect(Number(rows[0]?.n)).toBe(1);
    const [moved] = await queryRows<{ future: boolean }>(
      t.database.db,
      sql`select next_run_at > now() as future from report_schedules where id = ${id}`,
    );
    expect(moved?.future).toBe(true);
  });

  it('goes through the job runner: two runners, one run', async () => {
    const id = await create({ name: 'Due through the runner' });
    await t.database.db.execute(
      sql`update report_schedules set next_run_at = now() - interval '1 minute' where id = ${id}`,
    );
    await t.database.db.execute(sql`delete from job_schedules where name = 'report-schedules.due'`);
    const one = createJobRunner({
      db: t.database.db,
      jobs: reportScheduleJobs(() => context(t.database.db)),
      intervalMs: 0,
    });
    const two = createJobRunner({ db: second.db, jobs: reportScheduleJobs(() => context(second.db)), intervalMs: 0 });
    await Promise.all([one.start(), two.start()]);
    const [ranOne, ranTwo] = await Promise.all([one.runDue(), two.runDue()]);
    expect([...ranOne, ...ranTwo]).toEqual(['report-schedules.due']);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from report_deliveries where schedule_id = ${id}`,
    );
    expect(Number(rows[0]?.n)).toBe(1);
    await Promise.all([one.stop(), two.stop()]);
  });
});
