import {
  bulkInviteCommitResponseSchema,
  bulkInviteDryRunResponseSchema,
  bulkInviteMaxBytes,
  bulkInviteMaxRows,
} from '@connect/contracts/admin/admin-bulk-invite.schemas';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, demo.admin);
});
afterAll(async () => t.close());

const post = (url: string, body: string | Buffer, who: SignedIn | null, contentType = 'text/csv') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...(who?.headers ?? {}), 'content-type': contentType },
    payload: body,
  });
const dryRun = (csv: string | Buffer, who: SignedIn | null = admin, type?: string) =>
  post('/api/admin/invites/bulk/dry-run', csv, who, type);
const commit = (csv: string | Buffer, who: SignedIn | null = admin, type?: string) =>
  post('/api/admin/invites/bulk', csv, who, type);

const file = [
  'Email,Company,Permissions',
  'ana.bulk@example.com,LSCOMP,shipment;billing',
  'not-an-address,LSCOMP,shipment',
  'ANA.BULK@example.com,GCMEDS,shipment',
  'ben.bulk@example.com,NOPE,shipment',
  'cy.bulk@example.com,LSCOMP,shipment;flying',
  `${demo.customer},SERRAZ,shipment`,
  '',
  'dee.bulk@example.com,,',
  'eve.bulk@example.com,serraz,booking wms',
].join('\r\n');

const messagesOf = (rows: { row: number; problems: { message: string }[] }[]) =>
  Object.fromEntries(rows.map((r) => [r.row, r.problems.map((p) => p.message)]));

describe('bulk invitations from CSV', () => {
  it('refuses callers without the admin claim (403) and callers not signed in (401)', async () => {
    const customer = await signIn(t.app, demo.customer);
    const employee = await signIn(t.app, demo.employee);
    for (const who of [customer, employee]) {
      expect((await dryRun(file, who)).statusCode).toBe(403);
      expect((await commit(file, who)).statusCode).toBe(403);
    }
    expect((await dryRun(file, null)).statusCode).toBe(401);
  });

  it('the dry run names every row with its problems in the spec texts and writes nothing', async () => {
    const res = await dryRun(file);
    expect(res.statusCode).toBe(200);
    const body = bulkInviteDryRunResponseSchema.parse(res.json());
    expect(body.rowCount).toBe(8);
    expect(body.validCount).toBe(2);
    expect(messagesOf(body.rows)).toEqual({
      2: [],
      3: ['Please enter valid email address'],
      4: ['email address already exist in list'],
      5: ['Unknown company NOPE.'],
      6: ['Unknown permission flying.'],
      7: [`${demo.customer} is already a user.`],
      9: ['Please add one company.', 'Name at least one permission.'],
      10: [],
    });
    expect(body.rows.find((r) => r.row === 10)).toMatchObject({
      companyCode: 'SERRAZ',
      permissions: ['booking', 'wms'],
    });
    expect(bulkInviteDryRunResponseSchema.parse((await dryRun(file)).json()).validCount).toBe(2);
  });

  it('invites the valid rows once, mails and audits them; the same file again invites nobody', async () => {
    const res = await commit(file);
    expect(res.statusCode).toBe(200);
    const body = bulkInviteCommitResponseSchema.parse(res.json());
    expect(body.invited.map((i) => [i.row, i.email])).toEqual([
      [2, 'ana.bulk@example.com'],
      [10, 'eve.bulk@example.com'],
    ]);
    expect(body.message).toBe('2 invitations sent');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        inArray(
          auditLog.entityId,
          body.invited.map((i) => i.inviteId),
        ),
      );
    expect(audits.map((a) => [a.action, a.actorUserId, a.entityType]).sort()).toEqual([
      ['admin.invite', admin.session.user.userId, 'invite'],
      ['admin.invite', admin.session.user.userId, 'invite'],
    ]);
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/api/admin/mail-outbox?filter=${encodeURIComponent(JSON.stringify([{ field: 'to', operator: 'contains', value: '.bulk@example.com' }]))}`,
      headers: admin.headers,
    });
    expect((outbox.json() as { items: { to: string }[] }).items.map((m) => m.to).sort()).toEqual([
      'ana.bulk@example.com',
      'eve.bulk@example.com',
    ]);

    const again = bulkInviteCommitResponseSchema.parse((await commit(file)).json());
    expect(again.invited).toEqual([]);
    expect(again.message).toBe('No row of the file can be invited.');
    expect(messagesOf(again.rows)[2]).toEqual(['ana.bulk@example.com already has a pending invitation to LSCOMP.']);
    expect(messagesOf(again.rows)[10]).toEqual(['eve.bulk@example.com already has a pending invitation to SERRAZ.']);
  });

  it('answers every malformed file with a 4xx and a message, never a 500', async () => {
    const status = async (body: string | Buffer, type?: string) => {
      const res = await dryRun(body, admin, type);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, String(body).slice(0, 40)).toBeLessThan(500);
      expect((res.json() as { error: { message: string } }).error.message).not.toBe('');
      return res.statusCode;
    };
    // A binary body (a PNG, bytes that are not UTF-8) is not CSV text: 415 like any upload of the wrong kind.
    expect(await status(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]))).toBe(415);
    expect(await status(Buffer.from([0x65, 0x6d, 0xff, 0xfe, 0x00, 0x41]))).toBe(415);
    expect(await status('')).toBe(400);
    expect(await status('email,company,permissions\n')).toBe(400);
    expect(await status('email,company\nx@example.com,LSCOMP')).toBe(400);
    expect(await status('"email,company,permissions\nx@example.com,"LSCOMP')).toBe(400);
    expect(await status('{"email":"x@example.com"}', 'application/json')).toBe(415);
    expect(await status('email,company,permissions', 'text/plain')).toBe(415);
    const rows = [
      'email,company,permissions',
      ...Array.from({ length: bulkInviteMaxRows + 1 }, (_, i) => `u${i}@x.com,LSCOMP,shipment`),
    ];
    expect(await status(rows.join('\n'))).toBe(400);
    expect(await status(`email,company,permissions\n${'a'.repeat(bulkInviteMaxBytes)}`)).toBe(413);
    expect(await status(`email,company,permissions\n${'a'.repeat(bulkInviteMaxBytes * 3)}`)).toBe(413);
    for (let i = 0; i < 20; i += 1) {
      const bytes = Buffer.from(Array.from({ length: 64 + i * 13 }, (_, j) => (j * 7919 + i * 104729) % 256));
      await status(bytes);
      // Under a good header, noise is rows with problems (200) or a refused file (4xx), never a 500.
      const res = await dryRun(`email,company,permissions\n${bytes.toString('latin1')}`);
      expect(res.statusCode, res.body).toBeLessThan(500);
      if (res.statusCode === 200) expect(bulkInviteDryRunResponseSchema.parse(res.json()).validCount).toBe(0);
    }
  });
});
