import {
  adminResourceSchema,
  adminResourcesResponseSchema,
  resourceFileSchema,
  resourceReadersResponseSchema,
  resourceSchema,
  resourcesResponseSchema,
  resourceVisibilityResponseSchema,
  type ResourceDraftInput,
} from '@connect/contracts/resources/resources.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { buildCompany, buildCustomerUser, signInAs, type BuiltUser } from '../../../test/builders/identity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { errorOf } from '../../../test/error-of';

let t: TestApp;
let admin: SignedIn;
let companyA: string;
let companyB: string;
let userA: BuiltUser;
let userC: BuiltUser;
let readerA: SignedIn;
let readerB: SignedIn;
let readerC: SignedIn;
/** A member of A and B with B selected: a Company-A resource is not for them while B is selected. */
let readerBA: SignedIn;
/** A member of A without the resources permission. */
let noPermissionA: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, demo.admin);
  companyA = (await buildCompany(t.database.db)).code;
  companyB = (await buildCompany(t.database.db)).code;
  userA = await buildCustomerUser(t.database.db, { companyCode: companyA, permissions: ['resource', 'billing'] });
  const userB = await buildCustomerUser(t.database.db, { companyCode: companyB, permissions: ['RESOURCE'] });
  userC = await buildCustomerUser(t.database.db, { companyCode: companyB, permissions: ['resource'] });
  const userBA = await buildCustomerUser(t.database.db, {
    companyCode: companyB,
    otherCompanyCodes: [companyA],
    permissions: ['resource'],
  });
  const userNoPermission = await buildCustomerUser(t.database.db, { companyCode: companyA, permissions: ['billing'] });
  readerA = await signInAs(t.app, userA);
  readerB = await signInAs(t.app, userB);
  readerC = await signInAs(t.app, userC);
  readerBA = await signInAs(t.app, userBA);
  noPermissionA = await signInAs(t.app, userNoPermission);
});
afterAll(async () => t.close());

const fieldMessages = (body: string) => (errorOf(body).details?.fields ?? []).map((f) => f.message);
const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function draft(overrides: Partial<ResourceDraftInput> = {}): ResourceDraftInput {
  return {
    title: 'Incoterms 2020 guide',
    description: 'Who pays what, from EXW to DDP.',
    kind: 'link',
    url: 'https://example.com/incoterms',
    modules: ['booking', 'shipment'],
    category: 'Guides',
    visibilityTypes: ['Company'],
    companyCodes: [companyA],
    publishAt: hourAgo(),
    requiresAck: false,
    ...overrides,
  };
}

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: SignedIn, payload?: unknown) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function create(body: ResourceDraftInput) {
  const res = await send('POST', '/api/admin/resources', admin, body);
  expect(res.statusCode, res.body).toBe(200);
  return adminResourceSchema.parse(res.json());
}

const upload = (who: SignedIn, fileName: string, bytes: Buffer) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/resources/files?fileName=${encodeURIComponent(fileName)}`,
    headers: { ...who.headers, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });

const myResources = async (who: SignedIn) => {
  const res = await send('GET', '/api/resource/', who);
  expect(res.statusCode, res.body).toBe(200);
  return resourcesResponseSchema.parse(res.json()).resourceData;
};

describe('resources: the admin writes (spec 2 §5 messages)', () => {
  it("refuses an empty resource with the spec's texts", async () => {
    const empty = await send('POST', '/api/admin/resources', admin, {
      title: '  ',
      description: '',
      kind: 'file',
      publishAt: hourAgo(),
    });
    expect(empty.statusCode).toBe(400);
    expect(fieldMessages(empty.body)).toEqual(
      expect.arrayContaining([
        "Title can't be empty.",
        "Description can't be empty.",
        'Please add the file to upload.',
        'Please select atleast one module',
        'Please select atleast one visibility',
      ]),
    );
    const noCustomer = await send(
      'POST',
      '/api/admin/resources',
      admin,
      draft({ visibilityTypes: ['Customer', 'Company'], companyCodes: [] }),
    );
    expect(fieldMessages(noCustomer.body)).toEqual(
      expect.arrayContaining(['Please add one customer.', 'Please add one company.']),
    );
    const badLink = await send('POST', '/api/admin/resources', admin, draft({ url: 'javascript:alert(1)' }));
    expect(badLink.statusCode).toBe(400);
    const expiryFirst = await send('POST', '/api/admin/resources', admin, draft({ expiresAt: inDays(-2) }));
    expect(expiryFirst.statusCode).toBe(400);
    const unknownCompany = await send('POST', '/api/admin/resources', admin, draft({ companyCodes: ['NO-SUCH-CO'] }));
    expect(unknownCompany.statusCode).toBe(400);
    expect(errorOf(unknownCompany.body).details?.fields?.[0]?.messageKey).toBe('server.resources.unknownCompany');
    const unknownFile = await send(
      'POST',
      '/api/admin/resources',
      admin,
      draft({ kind: 'file', url: null, fileId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(errorOf(unknownFile.body).details?.fields?.[0]?.messageKey).toBe('server.resources.unknownFile');
  });

  it('refuses fields a client may not set (mass assignment) on create, change and read', async () => {
    for (const extra of [{ createdBy: admin.session.user.userId }, { readCount: 99 }, { id: crypto.randomUUID() }]) {
      const res = await send('POST', '/api/admin/resources', admin, { ...draft(), ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
    }
    const resource = await create(draft());
    const change = await send('PUT', `/api/admin/resources/${resource.id}`, admin, {
      ...draft({ title: 'Changed' }),
      acknowledgedCount: 5,
    });
    expect(change.statusCode).toBe(400);
    const read = await send('POST', `/api/resource/${resource.id}/read`, readerA, {
      action: 'open',
      userId: userC.id,
    });
    expect(read.statusCode).toBe(400);
  });

  it('keeps customers and employees out of the admin calls (403)', async () => {
    for (const who of [readerA, await signIn(t.app, demo.employee)]) {
      expect((await send('GET', '/api/admin/resources', who)).statusCode).toBe(403);
      expect((await send('POST', '/api/admin/resources', who, draft())).statusCode).toBe(403);
      expect((await upload(who, 'guide.pdf', pdfBytes)).statusCode).toBe(403);
    }
  });
});

describe('resources: files are checked by their content', () => {
  it('stores a real PDF, refuses a renamed or empty file, and serves it only to those who may see it', async () => {
    const uploaded = await upload(admin, 'customs guide.pdf', pdfBytes);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = resourceFileSchema.parse(uploaded.json());
    expect(file).toMatchObject({ fileName: 'customs guide.pdf', contentType: 'application/pdf' });

    const html = await upload(admin, 'guide.pdf', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(415);
    const exe = await upload(admin, 'guide.pdf', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0xff]));
    expect(exe.statusCode).toBe(415);
    const renamed = await upload(admin, 'guide.png', pdfBytes);
    expect(renamed.statusCode).toBe(415);
    expect((await upload(admin, 'empty.pdf', Buffer.alloc(0))).statusCode).toBe(400);
    const asJson = await send('PUT', '/api/admin/resources/files?fileName=x.pdf', admin, { bytes: 'x' });
    expect([400, 415]).toContain(asJson.statusCode);

    const resource = await create(draft({ kind: 'file', url: null, fileId: file.id, title: 'Customs guide' }));
    expect(resource.file?.fileName).toBe('customs guide.pdf');
    expect(resource.url).toBeNull();

    const got = await send('GET', `/api/resource/${resource.id}/file`, readerA);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload.equals(pdfBytes)).toBe(true);
    expect((await send('GET', `/api/resource/${resource.id}/file`, readerB)).statusCode).toBe(404);

    // The download counted as an opening.
    const readers = resourceReadersResponseSchema.parse(
      (await send('GET', `/api/admin/resources/${resource.id}/readers`, admin)).json(),
    );
    expect(readers.items.map((r) => r.userId)).toEqual([userA.id]);
  });
});

describe('resources: who sees what (spec 1 §2 visibility rule)', () => {
  it('shows a Company resource to the selected company only; foreign and hidden ids answer 404', async () => {
    const resource = await create(draft({ title: 'Lone Star only' }));
    expect(resource.state).toBe('live');
    expect(resource.companies).toEqual([expect.objectContaining({ code: companyA })]);

    expect((await myResources(readerA)).map((r) => r.id)).toContain(resource.id);
    expect((await myResources(readerB)).map((r) => r.id)).not.toContain(resource.id);
    // A member of A whose selected company is B does not see it either.
    expect((await myResources(readerBA)).map((r) => r.id)).not.toContain(resource.id);

    const mine = resourceSchema.parse((await send('GET', `/api/resource/${resource.id}`, readerA)).json());
    expect(mine).toMatchObject({ title: 'Lone Star only', url: 'https://example.com/incoterms', openedAt: null });
    for (const who of [readerB, readerBA]) {
      expect((await send('GET', `/api/resource/${resource.id}`, who)).statusCode).toBe(404);
      expect((await send('POST', `/api/resource/${resource.id}/read`, who, { action: 'open' })).statusCode).toBe(404);
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await send('GET', `/api/resource/${missing}`, readerA)).statusCode).toBe(404);
    expect((await send('GET', `/api/admin/resources/${missing}`, admin)).statusCode).toBe(404);
    expect((await send('GET', '/api/resource/not-a-uuid', readerA)).statusCode).toBe(400);

    const visibility = resourceVisibilityResponseSchema.parse(
      (await send('GET', '/api/resource/visibility', readerA)).json(),
    );
    expect(visibility.resourceVisibilityData).toContainEqual({
      resourceVisibilityTypeId: 'Company',
      entityId: companyA,
      resourceId: resource.id,
    });
    const visibilityB = resourceVisibilityResponseSchema.parse(
      (await send('GET', '/api/resource/visibility', readerB)).json(),
    );
    expect(visibilityB.resourceVisibilityData.some((v) => v.resourceId === resource.id)).toBe(false);
  });

  it('shows a Customer resource to that user only, whatever their company', async () => {
    const resource = await create(
      draft({ title: 'For C', visibilityTypes: ['Customer'], customerIds: [userC.id], companyCodes: [] }),
    );
    expect(resource.customers).toEqual([expect.objectContaining({ userId: userC.id, email: userC.email })]);
    expect((await myResources(readerC)).map((r) => r.id)).toContain(resource.id);
    expect((await myResources(readerB)).map((r) => r.id)).not.toContain(resource.id);
    expect((await myResources(readerA)).map((r) => r.id)).not.toContain(resource.id);
    const visibility = resourceVisibilityResponseSchema.parse(
      (await send('GET', '/api/resource/visibility', readerC)).json(),
    );
    expect(visibility.resourceVisibilityData).toContainEqual({
      resourceVisibilityTypeId: 'Customer',
      entityId: userC.id,
      resourceId: resource.id,
    });
  });

  it('hides what is not yet published or has expired, and needs the resources permission', async () => {
    const later = await create(draft({ title: 'Next week', publishAt: inDays(7) }));
    const expired = await create(draft({ title: 'Old', publishAt: inDays(-10), expiresAt: inDays(-1) }));
    expect(later.state).toBe('scheduled');
    expect(expired.state).toBe('expired');
    const ids = (await myResources(readerA)).map((r) => r.id);
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(expired.id);
    expect((await send('GET', `/api/resource/${later.id}`, readerA)).statusCode).toBe(404);

    expect((await send('GET', '/api/resource/', noPermissionA)).statusCode).toBe(403);
    expect((await send('GET', '/api/resource/visibility', noPermissionA)).statusCode).toBe(403);

    // The forwarder's admin sees every live resource (the header button of spec 1 §6).
    const all = await myResources(admin);
    expect(all.map((r) => r.id)).not.toContain(later.id);
    expect(all.length).toBeGreaterThan(0);
  });
});

describe('resources: read and acknowledgment tracking', () => {
  it('counts openings, records acknowledgments and lists who has read it', async () => {
    const resource = await create(draft({ title: 'Holiday cut-offs', requiresAck: true }));
    const opened = await send('POST', `/api/resource/${resource.id}/read`, readerA, { action: 'open' });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(resourceSchema.parse(opened.json()).openedAt).not.toBeNull();
    await send('POST', `/api/resource/${resource.id}/read`, readerA, { action: 'open' });
    const acked = await send('POST', `/api/resource/${resource.id}/read`, readerA, { action: 'acknowledge' });
    expect(acked.statusCode).toBe(200);
    expect(resourceSchema.parse(acked.json())).toMatchObject({ openCount: 2 });
    expect(resourceSchema.parse(acked.json()).acknowledgedAt).not.toBeNull();
    expect((await send('POST', `/api/resource/${resource.id}/read`, readerA, { action: 'delete' })).statusCode).toBe(
      400,
    );

    const readers = resourceReadersResponseSchema.parse(
      (await send('GET', `/api/admin/resources/${resource.id}/readers`, admin)).json(),
    );
    expect(readers).toMatchObject({ readCount: 1, acknowledgedCount: 1 });
    expect(readers.items[0]).toMatchObject({ userId: userA.id, companyCode: companyA, openCount: 2 });
    expect(readers.items[0]?.acknowledgedAt).not.toBeNull();

    const list = adminResourcesResponseSchema.parse(
      (await send('GET', '/api/admin/resources?search=holiday', admin)).json(),
    );
    expect(list.items.find((r) => r.id === resource.id)).toMatchObject({ readCount: 1, acknowledgedCount: 1 });

    // No acknowledgment is asked of a plain resource; the admin's own openings are not counted.
    const plain = await create(draft({ title: 'Plain' }));
    expect((await send('POST', `/api/resource/${plain.id}/read`, readerA, { action: 'acknowledge' })).statusCode).toBe(
      409,
    );
    expect((await send('POST', `/api/resource/${plain.id}/read`, admin, { action: 'open' })).statusCode).toBe(200);
    const plainReaders = resourceReadersResponseSchema.parse(
      (await send('GET', `/api/admin/resources/${plain.id}/readers`, admin)).json(),
    );
    expect(plainReaders.readCount).toBe(0);
  });

  it('changes the audience and deletes a resource (then 404 for everyone)', async () => {
    const resource = await create(draft({ title: 'Moving audience' }));
    const changed = await send(
      'PUT',
      `/api/admin/resources/${resource.id}`,
      admin,
      draft({ title: 'Moving audience', companyCodes: [companyB] }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await myResources(readerA)).map((r) => r.id)).not.toContain(resource.id);
    expect((await myResources(readerB)).map((r) => r.id)).toContain(resource.id);

    const deleted = await send('DELETE', `/api/admin/resources/${resource.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ messageKey: 'server.resources.deleted' });
    expect((await send('GET', `/api/resource/${resource.id}`, readerB)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/admin/resources/${resource.id}`, admin)).statusCode).toBe(404);
  });
});

describe('resources: the demo seed', () => {
  it('gives Dana (LSCOMP) the seeded guides and the holiday notice to acknowledge; Marco has no resources permission', async () => {
    const dana = await signIn(t.app, demo.customer);
    const seeded = await myResources(dana);
    expect(seeded.map((r) => r.title)).toEqual(
      expect.arrayContaining(['Incoterms 2020 at a glance', 'Holiday cut-off dates', 'Reading your statement']),
    );
    const notice = seeded.find((r) => r.title === 'Holiday cut-off dates');
    expect(notice).toMatchObject({ kind: 'file', fileName: 'holiday-cut-off-dates.pdf', requiresAck: true });
    const file = await send('GET', `/api/resource/${notice?.id ?? ''}/file`, dana);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await send('GET', '/api/resource/', await signIn(t.app, demo.limited))).statusCode).toBe(403);
  });
});
