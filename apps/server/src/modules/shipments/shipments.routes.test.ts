import {
  globalSearchResponseSchema,
  listShipmentsResponseSchema,
  shipmentDetailSchema,
  type ShipmentRow,
} from '@connect/contracts/shipments/shipments.schemas';
import { trackResponseSchema } from '@connect/contracts/shipments/tracking.schemas';
import { eventTypes } from '@connect/domain/reference/enumerations';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { buildCustomerUser, chooseLocale, signInAs } from '../../../test/builders/identity';
import { queryRows } from '../../../test/query-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let customer: SignedIn;
let group: SignedIn;
let admin: SignedIn;
/** A shipment of each demo company, read straight from the database. */
const byCompany = new Map<
  string,
  {
    id: string;
    documentNo: string;
    masterDocumentNo: string;
    containerNos: string;
    shipperName: string;
    consigneeName: string;
  }
>();

beforeAll(async () => {
  t = await createTestApp();
  [customer, group, admin] = await Promise.all([
    signIn(t.app, demo.customer),
    signIn(t.app, demo.group, undefined, '10.0.0.2'),
    signIn(t.app, demo.admin, undefined, '10.0.0.3'),
  ]);
  const rows = await queryRows<{
    code: string;
    id: string;
    document_no: string;
    master_document_no: string;
    container_nos: string;
    shipper_name: string;
    consignee_name: string;
  }>(
    t.database.db,
    sql`select distinct on (c.code) c.code, s.id, s.document_no, s.master_document_no, s.container_nos,
                s.shipper_name, s.consignee_name
         from shipments s join companies c on c.id = s.company_id
         order by c.code, (s.container_nos <> '') desc, s.bill_date desc`,
  );
  for (const r of rows)
    byCompany.set(r.code, {
      id: r.id,
      documentNo: r.document_no,
      masterDocumentNo: r.master_document_no,
      containerNos: r.container_nos,
      shipperName: r.shipper_name,
      consigneeName: r.consignee_name,
    });
});
afterAll(async () => t.close());

const get = (url: string, who: SignedIn) => t.app.inject({ method: 'GET', url, headers: who.headers });
const companyOf = async (ids: string[]) => {
  const rows = await queryRows<{ code: string }>(
    t.database.db,
    sql`select distinct c.code from shipments s join companies c on c.id = s.company_id
        where s.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
  return rows.map((r) => r.code);
};

describe('GET /api/shipments', () => {
  it("lists only the selected company's shipments, newest bill date first", async () => {
    const res = await get('/api/shipments?pageSize=50', customer);
    expect(res.statusCode, res.body).toBe(200);
    const page = listShipmentsResponseSchema.parse(res.json());
    expect(page.total).toBeGreaterThanOrEqual(250);
    expect(page.items).toHaveLength(50);
    expect(await companyOf(page.items.map((r) => r.id))).toEqual(['LSCOMP']);
    const dates = page.items.map((r) => r.bill_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Each row's status comes with the event code the grid words it by (null before the first milestone).
    for (const row of page.items)
      expect(row.event_code).toBe(eventTypes.find((e) => e.name === row.event_description)?.code ?? null);
    expect(page.items.some((r) => r.event_code !== null)).toBe(true);
  });

  it('pages by keyset with nextCursor exactly like the offset pages, without overlap', async () => {
    const first = listShipmentsResponseSchema.parse((await get('/api/shipments?pageSize=20', customer)).json());
    expect(first.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const byCursor = listShipmentsResponseSchema.parse(
      (await get(`/api/shipments?pageSize=20&pageNumber=2&cursor=${first.nextCursor}`, customer)).json(),
    );
    const byOffset = listShipmentsResponseSchema.parse(
      (await get('/api/shipments?pageSize=20&pageNumber=2', customer)).json(),
    );
    expect(byCursor.items.map((r) => r.id)).toEqual(byOffset.items.map((r) => r.id));
    expect(new Set([...first.items, ...byCursor.items].map((r) => r.id)).size).toBe(40);
  });

  it('skips the count on request (total null, same rows) and refuses offset pages beyond row 10,000', async () => {
    const counted = listShipmentsResponseSchema.parse((await get('/api/shipments?pageSize=20', customer)).json());
    const uncounted = listShipmentsResponseSchema.parse(
      (await get('/api/shipments?pageSize=20&withTotal=false', customer)).json(),
    );
    expect(counted.total).toBeGreaterThan(20);
    expect(uncounted.total).toBeNull();
    expect(uncounted.items.map((r) => r.id)).toEqual(counted.items.map((r) => r.id));
    expect(uncounted.nextCursor).toBe(counted.nextCursor);
    expect((await get('/api/shipments?withTotal=maybe', customer)).statusCode).toBe(400);

    const lastAllowed = await get('/api/shipments?pageSize=100&pageNumber=100', customer);
    expect(lastAllowed.statusCode).toBe(200);
    const tooDeep = await get('/api/shipments?pageSize=100&pageNumber=101', customer);
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json()).toMatchObject({
      error: { message: 'Pages beyond the first 10,000 shipments need narrower filters or the default order' },
    });
    const deepByCursor = await get(
      `/api/shipments?pageSize=100&pageNumber=101&cursor=${counted.nextCursor ?? ''}`,
      customer,
    );
    expect(deepByCursor.statusCode).toBe(200);
  });

  it('filters by mode, dates (yyyymmdd) and shipper organization, and by the grid filter', async () => {
    const air = listShipmentsResponseSchema.parse(
      (await get('/api/shipments?modeName=AIR&pageSize=200', customer)).json(),
    );
    expect(air.total).toBeGreaterThan(0);
    expect(air.items.every((r) => r.mode_code === 'AIR')).toBe(true);
    const all = listShipmentsResponseSchema.parse((await get('/api/shipments?pageSize=1', customer)).json());
    expect(air.total).toBeLessThan(all.total ?? 0);

    const someDay = air.items[5]?.bill_date ?? '';
    const yyyymmdd = someDay.replaceAll('-', '');
    const ranged = listShipmentsResponseSchema.parse(
      (await get(`/api/shipments?fromDate=${yyyymmdd}&toDate=${yyyymmdd}&pageSize=200`, customer)).json(),
    );
    expect(ranged.total).toBeGreaterThan(0);
    expect(ranged.items.every((r) => r.bill_date === someDay)).toBe(true);

    const orgs = (await get('/api/shipments/organizations', customer)).json() as { OrganizationKey: string }[];
    const org = orgs.find((o) => o.OrganizationKey !== 'Lone Star Components LLC')?.OrganizationKey ?? '';
    const byOrg = listShipmentsResponseSchema.parse(
      (await get(`/api/shipments?orgKey=${encodeURIComponent(org)}&pageSize=200`, customer)).json(),
    );
    expect(byOrg.total).toBeGreaterThan(0);
    expect(byOrg.items.every((r) => r.shipper_name === org)).toBe(true);

    const filter = encodeURIComponent(JSON.stringify([{ field: 'mode_code', operator: 'equals', value: 'ocean' }]));
    const ocean = listShipmentsResponseSchema.parse(
      (await get(`/api/shipments?filter=${filter}&pageSize=200`, customer)).json(),
    );
    expect(ocean.items.every((r) => r.mode_code === 'OCEAN')).toBe(true);
  });

  it('finds the home widget references: billno, mbillno and refno (commercial invoice, PO)', async () => {
    const own = byCompany.get('LSCOMP');
    if (!own) throw new Error('no demo shipment');
    const bill = listShipmentsResponseSchema.parse(
      (await get(`/api/shipments?billno=${own.documentNo.slice(-7)}`, customer)).json(),
    );
    expect(bill.items.map((r) => r.document_no)).toContain(own.documentNo);
    const master = listShipmentsResponseSchema.parse(
      (await get(`/api/shipments?mbillno=${encodeURIComponent(own.masterDocumentNo)}`, customer)).json(),
    );
    expect(master.items.map((r) => r.id)).toContain(own.id);
    const detail = shipmentDetailSchema.parse((await get(`/api/shipments/${own.id}`, customer)).json());
    const po = detail.references.find((r) => r.type === 'PO')?.value ?? '';
    const byRef = listShipmentsResponseSchema.parse((await get(`/api/shipments?refno=${po}`, customer)).json());
    expect(byRef.items.map((r) => r.id)).toContain(own.id);
  });

  it('answers 400 with a clear message for bad paging, dates, sort and cursor', async () => {
    const cases: [string, RegExp][] = [
      ['pageNumber=-1', /pageNumber must be 1 or more/],
      ['pageSize=5000', /pageSize must be at most 1000/],
      ['sort=nope=asc', /Unknown sort field: nope/],
      ['fromDate=20250231', /fromDate is not a calendar day/],
      ['fromDate=20250301&toDate=20250201', /To Date must not be before From Date/],
      ['modeName=TRAIN', /modeName takes AIR, OCEAN or DOMESTIC/],
      ['cursor=bm90LWEtY3Vyc29y', /cursor is not valid/],
      ['cursor=abc&sort=etd=asc', /cursor pages the default order only/],
      ['unexpected=1', /unexpected|Unrecognized/i],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/shipments?${query}`, customer);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toMatch(message);
    }
  });

  it('refuses a signed-in user whose selected company lacks the shipment permission (staff acting as themselves)', async () => {
    const res = await get('/api/shipments', admin);
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/shipments/{id} and its documents', () => {
  it('shows everything the details screen needs', async () => {
    const own = byCompany.get('LSCOMP');
    const res = await get(`/api/shipments/${own?.id}`, customer);
    expect(res.statusCode, res.body).toBe(200);
    const detail = shipmentDetailSchema.parse(res.json());
    expect(detail.companyCode).toBe('LSCOMP');
    expect(detail.milestones.length).toBeGreaterThan(0);
    expect(detail.milestones[0]?.name).toBe('Shipper Booked');
    expect(detail.statusCode).toBe(eventTypes.find((e) => e.name === detail.status)?.code ?? null);
    expect(detail.documents.map((d) => d.type).sort()).toEqual(
      [detail.mode === 'AIR' ? 'HAWB' : 'HBL', 'CIV', 'PKL'].sort(),
    );
    expect(detail.references.some((r) => r.type === 'INV' && r.value.startsWith('CI-'))).toBe(true);
    if (!detail.dataPending) expect(detail.emissions?.co2eKg).toBeGreaterThan(0);
  });

  it('renders a real PDF document, inline or as a download', async () => {
    const own = byCompany.get('LSCOMP');
    const detail = shipmentDetailSchema.parse((await get(`/api/shipments/${own?.id}`, customer)).json());
    const doc = detail.documents[0];
    const res = await get(`/api/shipments/${own?.id}/documents/${doc?.id}?disposition=inline`, customer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain('%%EOF');

    // The demo document was made on request: its size is kept, and the list shows it from then on.
    expect(doc?.fileSize).toBe(0);
    const after = shipmentDetailSchema.parse((await get(`/api/shipments/${own?.id}`, customer)).json());
    expect(after.documents.find((d) => d.id === doc?.id)?.fileSize).toBe(res.rawPayload.length);
  });

  it("answers 404 for another company's shipment, a member company not selected, a deleted one and a missing one", async () => {
    const foreign = byCompany.get('SERRAZ')?.id;
    const memberNotSelected = byCompany.get('GCMEDS')?.id;
    const own = byCompany.get('LSCOMP')?.id ?? '';
    // The group user belongs to GCMEDS but has LSCOMP selected.
    expect((await get(`/api/shipments/${memberNotSelected}`, group)).statusCode).toBe(404);
    expect((await get(`/api/shipments/${foreign}`, customer)).statusCode).toBe(404);
    expect((await get('/api/shipments/00000000-0000-4000-8000-000000000000', customer)).statusCode).toBe(404);
    const foreignDetail = await queryRows<{ id: string }>(
      t.database.db,
      sql`select d.id from shipment_documents d where d.shipment_id = ${foreign} limit 1`,
    );
    const foreignDoc = foreignDetail[0]?.id;
    expect((await get(`/api/shipments/${foreign}/documents/${foreignDoc}`, customer)).statusCode).toBe(404);
    // A foreign document asked for under one's own shipment id is just as unknown.
    expect((await get(`/api/shipments/${own}/documents/${foreignDoc}`, customer)).statusCode).toBe(404);

    const victim = await queryRows<{ id: string }>(
      t.database.db,
      sql`select s.id from shipments s join companies c on c.id = s.company_id where c.code = 'LSCOMP' and s.id <> ${own} limit 1`,
    );
    const deletedId = victim[0]?.id ?? '';
    await t.database.db.execute(sql`update shipments set deleted_at = now() where id = ${deletedId}`);
    expect((await get(`/api/shipments/${deletedId}`, customer)).statusCode).toBe(404);
    const list = listShipmentsResponseSchema.parse((await get('/api/shipments?pageSize=1000', customer)).json());
    expect(list.items.map((r: ShipmentRow) => r.id)).not.toContain(deletedId);
  });
});

describe('GET /api/Shipment/globalSearch/{keyword}', () => {
  it('finds by container number, PO and a fragment of a party name, only in the selected company', async () => {
    const own = byCompany.get('LSCOMP');
    const container = own?.containerNos.split(', ')[0] ?? '';
    expect(container).toMatch(/^[A-Z]{4}\d{7}$/);
    const byContainer = globalSearchResponseSchema.parse(
      (await get(`/api/Shipment/globalSearch/${container.toLowerCase()}`, customer)).json(),
    );
    expect(byContainer[0]?.id).toBe(own?.id);
    expect(byContainer[0]?.matched_on).toBe('container');

    const byName = globalSearchResponseSchema.parse((await get('/api/Shipment/globalSearch/huaxin', customer)).json());
    expect(byName.length).toBeGreaterThan(0);
    expect(await companyOf(byName.map((r) => r.id))).toEqual(['LSCOMP']);

    const foreignBill = byCompany.get('SERRAZ')?.documentNo ?? '';
    const foreign = globalSearchResponseSchema.parse(
      (await get(`/api/Shipment/globalSearch/${foreignBill}`, customer)).json(),
    );
    expect(foreign).toEqual([]);
  });
});

describe('GET /api/Shipment/globalSearch/{keyword} with a misspelt name', () => {
  it('finds the shipments of the most similar party names, newest first, only in the selected company', async () => {
    const exact = globalSearchResponseSchema.parse((await get('/api/Shipment/globalSearch/huaxin', customer)).json());
    const misspelt = globalSearchResponseSchema.parse(
      (await get('/api/Shipment/globalSearch/huaxim', customer)).json(),
    );
    expect(misspelt.length).toBeGreaterThan(0);
    expect(misspelt.every((r) => r.matched_on === 'similarName')).toBe(true);
    expect(misspelt.every((r) => /huaxin/i.test(`${r.shipper_name} ${r.consignee_name}`))).toBe(true);
    // What matched is the party whose name was similar, not both parties.
    expect(
      misspelt.every(
        (r) => /huaxin/i.test(r.matched_value) && [r.shipper_name, r.consignee_name].includes(r.matched_value),
      ),
    ).toBe(true);
    expect(new Set(misspelt.map((r) => r.id)).size).toBe(misspelt.length);
    expect(misspelt.map((r) => r.id).sort()).toEqual(exact.map((r) => r.id).sort());
    expect(await companyOf(misspelt.map((r) => r.id))).toEqual(['LSCOMP']);
    // A keyword like no name at all finds nothing.
    const nothing = globalSearchResponseSchema.parse((await get('/api/Shipment/globalSearch/zzqxwv', customer)).json());
    expect(nothing).toEqual([]);
  });
});

describe('GET /api/shipments/export', () => {
  it('streams the same filtered, scoped list as CSV with the chosen columns in order', async () => {
    const res = await get(
      '/api/shipments/export?format=csv&modeName=OCEAN&columns=document_no,mode_code,shipper_name',
      customer,
    );
    expect(res.statusCode).toBe(200);
    const parsed = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual(['House Bill', 'Mode', 'Shipper']);
    const body = parsed.data.slice(1);
    const list = listShipmentsResponseSchema.parse(
      (await get('/api/shipments?modeName=OCEAN&pageSize=1', customer)).json(),
    );
    expect(body).toHaveLength(list.total ?? -1);
    expect(body.every((row) => row[1] === 'OCEAN')).toBe(true);
    const foreignBill = byCompany.get('SERRAZ')?.documentNo;
    expect(res.body).not.toContain(foreignBill);
  });

  it('titles the export in its reader’s language: column headings and the sheet', async () => {
    const reader = await buildCustomerUser(t.database.db, { companyCode: 'LSCOMP', permissions: ['shipment'] });
    const session = await signInAs(t.app, reader);
    await chooseLocale(t.app, session, 'pt-BR');
    const csv = await get('/api/shipments/export?format=csv&columns=document_no,mode_code,shipper_name', session);
    expect(csv.statusCode, csv.body).toBe(200);
    const parsed = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual(['Conhecimento house', 'Modal', 'Embarcador']);
    const xlsx = await get('/api/shipments/export?format=xlsx&columns=document_no', session);
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Embarques']);
    expect(workbook.worksheets[0]?.getRow(1).getCell(1).value).toBe('Conhecimento house');
  });
});

const trackUrl = (reference: string, party?: string) =>
  `/api/tracking/track?${new URLSearchParams(party === undefined ? { reference } : { reference, party }).toString()}`;

describe('GET /api/tracking/track (public)', () => {
  it('gives the timeline and the route of an exact house bill, and nothing private', async () => {
    const own = byCompany.get('LSCOMP');
    const res = await t.app.inject({
      method: 'GET',
      url: trackUrl(own?.documentNo.toLowerCase() ?? '', own?.shipperName),
    });
    expect(res.statusCode).toBe(200);
    const body = trackResponseSchema.parse(res.json());
    expect(body.items).toHaveLength(1);
    expect(body.items[0]?.trackingNo).toBe(own?.documentNo);
    expect(Object.keys(body.items[0] ?? {}).sort()).toEqual(
      [
        'dataPending',
        'destination',
        'etd',
        'eta',
        'flags',
        'milestones',
        'mode',
        'origin',
        'status',
        'statusCode',
        'trackingNo',
      ].sort(),
    );
    // The status comes with its event code, which the screens word it by (the catalogue's `events` area).
    const tracked = body.items[0];
    expect(tracked?.status).not.toBe('');
    expect(tracked?.statusCode).toBe(eventTypes.find((e) => e.name === tracked?.status)?.code);
    const detail = shipmentDetailSchema.parse((await get(`/api/shipments/${own?.id}`, customer)).json());
    for (const secret of [
      detail.shipper.name,
      detail.consignee.name,
      detail.masterBill,
      ...detail.references.map((r) => r.value),
    ])
      expect(res.body).not.toContain(secret);
  });

  it('finds by container number too, and answers an empty list for a fragment or an unknown reference', async () => {
    const own = byCompany.get('LSCOMP');
    const container = own?.containerNos.split(', ')[0] ?? '';
    const party = own?.consigneeName ?? '';
    const hit = trackResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: trackUrl(container, party) })).json(),
    );
    expect(hit.items.map((i) => i.trackingNo)).toContain(own?.documentNo);
    for (const reference of [own?.documentNo.slice(0, 6) ?? '', 'NOPE-000']) {
      const miss = trackResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: trackUrl(reference, party) })).json(),
      );
      expect(miss.items).toEqual([]);
    }
  });

  it('limits lookups per client and says so', async () => {
    const limited = await createTestApp({ env: { TRACKING_RATE_LIMIT_MAX: '3' } });
    try {
      const codes: number[] = [];
      let last = '';
      for (let i = 0; i < 4; i += 1) {
        const res = await limited.app.inject({
          method: 'GET',
          url: `/api/tracking/track?reference=X${i}XX&party=Nobody`,
          remoteAddress: '10.9.9.9',
        });
        codes.push(res.statusCode);
        last = res.body;
      }
      expect(codes).toEqual([200, 200, 200, 429]);
      expect(last).toContain('Too many tracking lookups. Please wait a minute and try again.');
      const other = await limited.app.inject({
        method: 'GET',
        url: '/api/tracking/track?reference=X9XX&party=Nobody',
        remoteAddress: '10.9.9.8',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/tracking/track: a house bill alone is not enough (issue #15 item 8, decision 030)', () => {
  type Neighbour = { id: string; code: string; document_no: string; shipper_name: string; consignee_name: string };
  /** Two shipments with house bills next to each other: one of the customer's company, one of another company. */
  let own: Neighbour;
  let neighbour: Neighbour;
  const found = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return trackResponseSchema.parse(res.json()).items.map((i) => i.trackingNo);
  };
  /** The first words of a name, typed differently from how it is stored (case, spaces, punctuation). */
  const firstWordsOf = (name: string) => {
    const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const taken: string[] = [];
    for (const word of words) {
      taken.push(word);
      if (taken.join('').length >= 4) break;
    }
    return ` ${taken.join('-').toUpperCase()} `;
  };

  beforeAll(async () => {
    const rows = await queryRows<Neighbour>(
      t.database.db,
      sql`select s.id, c.code, s.document_no, s.shipper_name, s.consignee_name
            from shipments s join companies c on c.id = s.company_id
           where s.deleted_at is null and c.code in ('LSCOMP', 'SERRAZ')
           order by s.document_no`,
    );
    const pair = rows.findIndex(
      (row, i) => row.code === 'LSCOMP' && rows[i + 1]?.code === 'SERRAZ' && rows[i + 1]?.shipper_name !== '',
    );
    const [a, b] = [rows[pair], rows[pair + 1]];
    if (!a || !b) throw new Error('no LSCOMP and SERRAZ house bills next to each other in the seed');
    [own, neighbour] = [a, b];
  });

  it('refuses an anonymous lookup without a name check, whether or not the number exists', async () => {
    for (const reference of [neighbour.document_no, 'NOPE-000']) {
      for (const url of [trackUrl(reference), trackUrl(reference, '')]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          error: {
            code: 'VALIDATION_FAILED',
            details: {
              fields: [
                {
                  path: 'querystring.party',
                  messageKey: 'server.tracking.partyRequired',
                  message: "Enter the shipper's or consignee's name",
                },
              ],
            },
          },
        });
      }
    }
    const short = await t.app.inject({ method: 'GET', url: trackUrl(neighbour.document_no, 'a.b') });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      error: {
        details: {
          fields: [
            {
              path: 'querystring.party',
              messageKey: 'server.tracking.partyTooShort',
              message: 'Enter at least 4 letters or digits of the name',
            },
          ],
        },
      },
    });
  });

  it("answers a neighbour's house bill with a wrong name exactly like an unknown number", async () => {
    const [first = '', ...rest] = neighbour.shipper_name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const wrong = [
      'Nobody Trading',
      // A fragment of a word, or the words after the first, are not the name.
      first.slice(0, -1),
      rest.join(' '),
    ].filter((party) => party.replace(/[^\p{L}\p{N}]/gu, '').length >= 4);
    expect(wrong.length).toBeGreaterThan(1);
    for (const party of wrong) {
      const miss = await t.app.inject({ method: 'GET', url: trackUrl(neighbour.document_no, party) });
      const unknown = await t.app.inject({ method: 'GET', url: trackUrl('NOPE-000', party) });
      expect(miss.statusCode, party).toBe(200);
      expect(miss.body, party).toBe(unknown.body);
      expect(trackResponseSchema.parse(miss.json()).items, party).toEqual([]);
    }
  });

  it("finds a house bill with the start of its shipper's or consignee's name", async () => {
    for (const party of [
      neighbour.shipper_name,
      firstWordsOf(neighbour.shipper_name),
      firstWordsOf(neighbour.consignee_name),
      neighbour.consignee_name.toLowerCase(),
    ])
      expect(await found(trackUrl(neighbour.document_no.toLowerCase(), party)), party).toEqual([neighbour.document_no]);
  });

  it("needs no name for a signed-in customer's own shipments, but does for another company's", async () => {
    expect(await found(trackUrl(own.document_no), customer.headers)).toEqual([own.document_no]);
    expect(await found(trackUrl(own.document_no, 'Nobody Trading'), customer.headers)).toEqual([own.document_no]);
    expect(await found(trackUrl(neighbour.document_no), customer.headers)).toEqual([]);
    expect(await found(trackUrl(neighbour.document_no, 'Nobody Trading'), customer.headers)).toEqual([]);
    expect(
      await found(trackUrl(neighbour.document_no, firstWordsOf(neighbour.shipper_name)), customer.headers),
    ).toEqual([neighbour.document_no]);
    // A session that is no longer valid is anonymous: the name is needed again.
    const stale = await t.app.inject({
      method: 'GET',
      url: trackUrl(own.document_no),
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(stale.statusCode).toBe(400);
  });

  it("needs no name for the forwarder's staff, who may see every company's shipments", async () => {
    expect(await found(trackUrl(neighbour.document_no), admin.headers)).toEqual([neighbour.document_no]);
    expect(await found(trackUrl(own.document_no), admin.headers)).toEqual([own.document_no]);
  });
});
