import { messageResponseSchema, sessionResponseSchema } from '@connect/contracts/auth/auth.schemas';
import {
  avatarUploadResponseSchema,
  companyDetailsSchema,
  companyUsersResponseSchema,
  profileDocumentsResponseSchema,
  profileSchema,
} from '@connect/contracts/profile/profile.schemas';
import { eventNotificationsResponseSchema } from '@connect/contracts/notifications/notifications.schemas';
import { sql } from 'drizzle-orm';
import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, impersonationHeaders, signIn } from '../../../test/auth-helpers';
import { queryRows } from '../../../test/query-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { avatarDimensions, sniffAvatarKind } from './profile-image';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });

async function multipart(fileName: string, bytes: Uint8Array, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), fileName);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

async function upload(headers: Headers, fileName: string, bytes: Uint8Array, field = 'file') {
  const body = await multipart(fileName, bytes, field);
  return t.app.inject({
    method: 'POST',
    url: '/api/customer/profile/image',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function picture(mime: 'image/png' | 'image/jpeg' | 'image/bmp', width = 640, height = 480) {
  const image = new Jimp({ width, height, color: 0x2a6fdbff });
  return new Uint8Array(await image.getBuffer(mime));
}

const pdfBytes = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n');

describe('profile picture', () => {
  it('accepts png, jpeg (also named .jfif) and bmp by content, stores a 256×256 picture and answers it as a data URL', async () => {
    const s = await signIn(t.app, demo.limited);
    expect((await get('/api/customer/profile/image', s.headers)).body).toBe('');
    for (const [name, mime] of [
      ['me.png', 'image/png'],
      ['me.jfif', 'image/jpeg'],
      ['ME.JPG', 'image/jpeg'],
      ['me.bmp', 'image/bmp'],
    ] as const) {
      const res = await upload(s.headers, name, await picture(mime));
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      expect(avatarUploadResponseSchema.parse(res.json()).fileName).toMatch(/^profile-.+\.(jpg|png)$/);
      const image = await get('/api/customer/profile/image', s.headers);
      expect(image.headers['content-type']).toMatch(/^text\/plain/);
      const match = /^data:(image\/(?:jpeg|png));base64,(.+)$/.exec(image.body);
      expect(match, name).not.toBeNull();
      const stored = Buffer.from(match?.[2] ?? '', 'base64');
      const kind = sniffAvatarKind(stored);
      expect(kind).toBeDefined();
      expect(avatarDimensions(stored, kind ?? 'png')).toEqual({ width: 256, height: 256 });
    }
  });

  it('refuses a .png name with PDF bytes, a PNG named .gif, text, an empty file and a missing part', async () => {
    const s = await signIn(t.app, demo.limited);
    const png = await picture('image/png');
    for (const [name, bytes] of [
      ['photo.png', pdfBytes],
      ['photo.gif', png],
      ['photo.pdf', pdfBytes],
      ['photo', png],
      ['photo.png', new TextEncoder().encode('hello')],
    ] as const) {
      const res = await upload(s.headers, name, bytes);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().error.message).toBe('Only following formats are allowed : jpg, jpeg, bmp, png, jfif');
    }
    expect((await upload(s.headers, 'photo.png', new Uint8Array())).statusCode).toBe(400);
    expect((await upload(s.headers, 'photo.png', png, 'picture')).statusCode).toBe(400);
    const json = await post('/api/customer/profile/image', s.headers, { file: 'x' });
    expect(json.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/customer/profile/image',
      headers: { ...s.headers, 'content-type': 'multipart/form-data; boundary=zzz' },
      payload: Buffer.from('--zzz\r\nnot a part'),
    });
    expect(broken.statusCode).toBe(400);
  });

  it('refuses a PNG whose header claims a huge picture without decoding it', async () => {
    const s = await signIn(t.app, demo.limited);
    const png = await picture('image/png', 8, 8);
    const bomb = Buffer.from(png);
    bomb.writeUInt32BE(60_000, 16);
    bomb.writeUInt32BE(60_000, 20);
    const res = await upload(s.headers, 'big.png', bomb);
    expect(res.statusCode).toBe(400);
  });
});

describe('display name and claims', () => {
  it('saves the name (required, trimmed, strict body) and a refreshed session carries it', async () => {
    const s = await signIn(t.app, demo.customer);
    expect(
      (await post('/api/customer/profile/name', s.headers, { name: '   ' })).json().error.details.fields[0].message,
    ).toBe('This field is required');
    expect((await post('/api/customer/profile/name', s.headers, { name: 'X', isAdmin: true })).statusCode).toBe(400);
    const res = await post('/api/customer/profile/name', s.headers, { name: '  Dana W. Whitfield ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(messageResponseSchema.parse(res.json()).message).toBe('Display name saved');
    const claims = sessionResponseSchema.parse((await get('/api/Authenticate/updateClaims', s.headers)).json());
    expect(claims.user.displayName).toBe('Dana W. Whitfield');
    expect(profileSchema.parse((await get('/api/customer/profile', s.headers)).json()).displayName).toBe(
      'Dana W. Whitfield',
    );
  });

  it("while impersonating changes the customer's name, not the admin's, and audits it", async () => {
    const admin = await signIn(t.app, demo.admin);
    const headers = await impersonationHeaders(t.app, admin, demo.limited);
    const res = await post('/api/customer/profile/name', headers, { name: 'Marco A. Silva' });
    expect(res.statusCode, res.body).toBe(200);
    const own = await signIn(t.app, demo.limited);
    expect(own.session.user.displayName).toBe('Marco A. Silva');
    const adminAgain = await signIn(t.app, demo.admin);
    expect(adminAgain.session.user.displayName).toBe('Alex Morgan');
    const audit = await queryRows<{ details: { from: string; to: string } }>(
      t.database.db,
      sql`select details from audit_log where action = 'profile.name.update' and subject_user_id = ${own.session.user.userId}`,
    );
    expect(audit.map((a) => a.details.to)).toContain('Marco A. Silva');
  });

  it('saves locale and inactivity timeout; saves notification entries by their rules; refuses inactive locales, odd timeouts and a new time zone', async () => {
    const s = await signIn(t.app, demo.limited);
    const save = (body: unknown) => post('/api/customer/user/profile', s.headers, body);
    const ok = await save({
      eventAlertNotifications: [],
      claims: [
        { name: 'inactivityTimeout', value: '7200' },
        { name: 'timezone', value: s.session.user.timezone },
        { name: 'locale', value: 'en-US' },
      ],
      applyToAll: false,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const claims = sessionResponseSchema.parse((await get('/api/Authenticate/updateClaims', s.headers)).json());
    expect(claims.user.inactivityTimeout).toBe(7200);
    for (const value of ['3599', '5000', '32400', '1e4', '-3600', 'abc']) {
      const res = await save({
        eventAlertNotifications: [],
        claims: [{ name: 'inactivityTimeout', value }],
        applyToAll: false,
      });
      expect(res.statusCode, value).toBe(400);
    }
    expect(
      (await save({ eventAlertNotifications: [], claims: [{ name: 'locale', value: 'xx-XX' }], applyToAll: false }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await save({
          eventAlertNotifications: [],
          claims: [{ name: 'timezone', value: 'Tokyo Standard Time' }],
          applyToAll: false,
        })
      ).statusCode,
    ).toBe(400);
    // Notification entries go through the notifications area's rules: a bad entry saves nothing.
    expect(
      (await save({ eventAlertNotifications: [{ eventTypeId: 1 }], claims: [], applyToAll: false })).statusCode,
    ).toBe(400);
    expect(
      (
        await save({
          eventAlertNotifications: [{ eventTypeId: 1001, flag: true, moduleId: 'wms' }],
          claims: [],
          applyToAll: false,
        })
      ).statusCode,
    ).toBe(403);
    const billingOff = await save({
      eventAlertNotifications: [{ eventTypeId: 9999, flag: false, moduleId: 'billing' }],
      claims: [{ name: 'inactivityTimeout', value: '10800' }],
      applyToAll: false,
    });
    expect(billingOff.statusCode, billingOff.body).toBe(200);
    const entries = eventNotificationsResponseSchema.parse(
      (await get('/api/customer/user/eventNotifications', s.headers)).json(),
    );
    expect(entries.find((e) => e.eventTypeId === 9999)?.flag).toBe(false);
    expect((await save({ eventAlertNotifications: [], claims: [], applyToAll: false, userId: 'x' })).statusCode).toBe(
      400,
    );
    expect(
      (await save({ eventAlertNotifications: [], claims: [{ name: 'isAdmin', value: 'true' }], applyToAll: false }))
        .statusCode,
    ).toBe(400);
  });
});

describe('company details', () => {
  it('lets a customer edit the selected company, never its code; unknown fields are refused', async () => {
    const s = await signIn(t.app, demo.customer);
    const before = companyDetailsSchema.parse((await get('/api/customer/profile/company', s.headers)).json());
    expect(before).toMatchObject({ companyCode: 'LSCOMP', notEditable: false, canEdit: true });
    const change = {
      name: before.name,
      streetAddress1: '1900 Regal Row',
      streetAddress2: before.streetAddress2,
      city: before.city,
      telNo: before.telNo,
      faxNo: before.faxNo,
      webAddress: before.webAddress,
      email: 'ops@lonestar-components.example',
    };
    const put = (payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/customer/profile/company',
        headers: s.headers,
        payload: payload as object,
      });
    expect((await put({ ...change, companyCode: 'SERRAZ' })).statusCode).toBe(400);
    expect((await put({ ...change, notEditable: true })).statusCode).toBe(400);
    expect((await put({ ...change, email: 'not-an-email' })).statusCode).toBe(400);
    const res = await put(change);
    expect(res.statusCode, res.body).toBe(200);
    expect(companyDetailsSchema.parse(res.json()).streetAddress1).toBe('1900 Regal Row');
  });

  it('refuses to save a notEditable company on the server (403) and says so', async () => {
    const s = await signIn(t.app, demo.limited);
    const details = companyDetailsSchema.parse((await get('/api/customer/profile/company', s.headers)).json());
    expect(details).toMatchObject({ companyCode: 'SERRAZ', notEditable: true, canEdit: false });
    const {
      companyCode: _c,
      type: _t,
      companyGroupId: _g,
      groupName: _n,
      notEditable: _e,
      canEdit: _x,
      ...fields
    } = details;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/customer/profile/company',
      headers: s.headers,
      payload: { ...fields, city: 'Santos' },
    });
    expect(res.statusCode).toBe(403);
    const after = companyDetailsSchema.parse((await get('/api/customer/profile/company', s.headers)).json());
    expect(after.city).toBe(details.city);
  });

  it("lists only the selected company's users with their permissions", async () => {
    const s = await signIn(t.app, demo.limited);
    const list = companyUsersResponseSchema.parse((await get('/api/customer/profile/users', s.headers)).json());
    expect(list.map((u) => u.email)).toEqual([demo.limited]);
    expect(list[0]?.permissions).toEqual(['addressbook', 'billing', 'shipment']);
    const group = await signIn(t.app, demo.group);
    const lscomp = companyUsersResponseSchema.parse((await get('/api/customer/profile/users', group.headers)).json());
    expect(lscomp.map((u) => u.email).sort()).toEqual([demo.customer, demo.group].sort());
  });
});

describe('profile documents', () => {
  it("lists the selected company's documents with their flags; view, download and delete follow them", async () => {
    const s = await signIn(t.app, demo.customer);
    const docs = profileDocumentsResponseSchema.parse(
      (await get('/api/customer/profile/attachments', s.headers)).json(),
    );
    expect(docs.map((d) => d.type)).toEqual(['Rate Agreement', 'Power of Attorney', 'Credit Application']);
    const rate = docs.find((d) => d.type === 'Rate Agreement');
    const credit = docs.find((d) => d.type === 'Credit Application');
    if (!rate || !credit) throw new Error('seeded documents missing');
    const file = await get(`/api/customer/profile/attachment/download/${credit.id}`, s.headers);
    expect(file.statusCode).toBe(200);
    const bytes = Buffer.from(file.body, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBe(credit.fileSize);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/customer/profile/attachment/${credit.id}`,
      headers: s.headers,
    });
    expect(refused.statusCode).toBe(403);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/customer/profile/attachment/${rate.id}`,
      headers: s.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = profileDocumentsResponseSchema.parse(
      (await get('/api/customer/profile/attachments', s.headers)).json(),
    );
    expect(after.map((d) => d.id)).not.toContain(rate.id);
    expect((await get(`/api/customer/profile/attachment/download/${rate.id}`, s.headers)).statusCode).toBe(404);
  });

  it("answers another company's document, a missing one and a malformed id as not found", async () => {
    const owner = await signIn(t.app, demo.limited);
    const theirs = profileDocumentsResponseSchema.parse(
      (await get('/api/customer/profile/attachments', owner.headers)).json(),
    );
    const foreignId = theirs[0]?.id;
    if (!foreignId) throw new Error('SERRAZ has seeded documents');
    const s = await signIn(t.app, demo.customer);
    for (const id of [foreignId, '00000000-0000-4000-8000-000000000000']) {
      const download = await get(`/api/customer/profile/attachment/download/${id}`, s.headers);
      expect(download.statusCode).toBe(404);
      expect(download.json().error.message).toBe('Record Not Found');
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/customer/profile/attachment/${id}`,
        headers: s.headers,
      });
      expect(del.statusCode).toBe(404);
    }
    expect((await get('/api/customer/profile/attachment/download/not-an-id', s.headers)).statusCode).toBe(400);
    // The owner's document is still there.
    expect((await get(`/api/customer/profile/attachment/download/${foreignId}`, owner.headers)).statusCode).toBe(200);
  });

  it('gives company-group users no documents (403), even for a company of theirs', async () => {
    const group = await signIn(t.app, demo.group);
    expect((await get('/api/customer/profile/attachments', group.headers)).statusCode).toBe(403);
    const single = await signIn(t.app, demo.customer);
    const docs = profileDocumentsResponseSchema.parse(
      (await get('/api/customer/profile/attachments', single.headers)).json(),
    );
    const id = docs[0]?.id ?? '';
    expect((await get(`/api/customer/profile/attachment/download/${id}`, group.headers)).statusCode).toBe(403);
  });
});
