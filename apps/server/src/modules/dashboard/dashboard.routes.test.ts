import { sessionResponseSchema } from '@connect/contracts/auth/auth.schemas';
import {
  companyDashboardLayoutResponseSchema,
  dashboardColumns,
  dashboardWidgetsResponseSchema,
  type DashboardWidgetsResponse,
} from '@connect/contracts/dashboard/dashboard.schemas';
import { errorEnvelopeSchema } from '@connect/contracts/errors/error-envelope.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { buildCompany, buildCustomerUser } from '../../../test/builders/identity';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let full: SignedIn; // every permission in its own company
let colleague: SignedIn; // the same company and permissions: never sees full's layout
let limited: SignedIn; // shipment and billing only
let twoCompanies: SignedIn; // every permission in two companies
let resourceReader: SignedIn; // shipment and resource only
let staff: SignedIn;
let companyCode: string;
let secondCode: string;

const all = ['shipment', 'billing', 'booking', 'freight-manager', 'addressbook', 'report', 'wms'];
const widgetsUrl = '/api/customer/user/dashboard/Widgets';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [one, two, three] = await Promise.all([buildCompany(db), buildCompany(db), buildCompany(db)]);
  companyCode = one.code;
  secondCode = three.code;
  const user = async (code: string, permissions: string[], ip: string, other?: string[]) =>
    signIn(
      t.app,
      (await buildCustomerUser(db, { companyCode: code, permissions, otherCompanyCodes: other })).email,
      undefined,
      ip,
    );
  [full, colleague, limited, twoCompanies, staff, resourceReader] = await Promise.all([
    user(one.code, all, '10.9.0.1'),
    user(one.code, all, '10.9.0.2'),
    user(two.code, ['shipment', 'billing'], '10.9.0.3'),
    user(two.code, all, '10.9.0.4', [three.code]),
    signIn(t.app, demo.employee, undefined, '10.9.0.5'),
    user(two.code, ['shipment', 'resource'], '10.9.0.6'),
  ]);
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: SignedIn | undefined, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function widgets(who: SignedIn, isDeleted = false): Promise<DashboardWidgetsResponse> {
  const res = await call('GET', `${widgetsUrl}?isDeleted=${isDeleted}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return dashboardWidgetsResponseSchema.parse(res.json());
}
const types = (list: DashboardWidgetsResponse) => list.widgets.map((w) => w.type);
const standard = [
  'booking',
  'wms',
  'billing',
  'shipments',
  'report',
  'freightCalculator',
  'track',
  'attention',
  'shipmentsAtRisk',
];

describe('dashboard widgets', () => {
  it("answers the standard order of spec 1 §9, filtered by the selected company's permissions", async () => {
    const active = await widgets(full);
    expect(active.source).toBe('standard');
    expect(types(active)).toEqual(standard);
    expect(active.widgets.slice(0, 5).map((w) => w.sequenceId)).toEqual([1, 2, 3, 4, 5]);
    expect(active.widgets[0]).toMatchObject({
      title: 'dashboard.widgets.booking.title',
      subHeading: 'dashboard.widgets.booking.subHeading',
      body: null,
    });
    expect((await widgets(full, true)).widgets).toEqual([]);
    // WMS, report and resources only with their permissions (resources: the resource permission).
    expect(types(await widgets(limited))).toEqual(['billing', 'shipments', 'track', 'attention', 'shipmentsAtRisk']);
    const withResources = await widgets(resourceReader);
    expect(types(withResources)).toEqual(['shipments', 'resources', 'track', 'attention', 'shipmentsAtRisk']);
    expect(withResources.widgets.find((w) => w.type === 'resources')?.sequenceId).toBe(6);
  });

  it('removes a widget on the server (2 columns without shipments), swaps by saving the list, keeps it per user', async () => {
    const afterRemove = await call('DELETE', '/api/customer/user/dashboard/Widget/shipments', full);
    expect(afterRemove.statusCode, afterRemove.body).toBe(200);
    expect(types(dashboardWidgetsResponseSchema.parse(afterRemove.json()))).not.toContain('shipments');
    const removed = await widgets(full, true);
    expect(types(removed)).toEqual(['shipments']);
    expect(dashboardColumns(removed.widgets)).toBe(2);
    expect((await widgets(full)).source).toBe('personal');

    // Re-added through the Widgets dialog: the list saved with it; then billing and shipments swap places.
    const readd = await call('POST', widgetsUrl, full, {
      userWidgets: [
        ...(await widgets(full)).widgets.map(({ type, sequenceId }) => ({ type, sequenceId })),
        { type: 'shipments', sequenceId: 4 },
      ],
      reset: false,
    });
    expect(readd.statusCode, readd.body).toBe(200);
    expect(types(await widgets(full))).toEqual(standard);
    expect(dashboardColumns((await widgets(full, true)).widgets)).toBe(3);
    const swapped = (await widgets(full)).widgets.map(({ type, sequenceId }) => ({
      type,
      sequenceId: type === 'billing' ? 4 : type === 'shipments' ? 3 : sequenceId,
    }));
    expect((await call('POST', widgetsUrl, full, { userWidgets: swapped, reset: false })).statusCode).toBe(200);
    expect(types(await widgets(full)).slice(0, 4)).toEqual(['booking', 'wms', 'shipments', 'billing']);

    // A colleague in the same company still has the standard layout: a layout is the user's own.
    const other = await widgets(colleague);
    expect(other.source).toBe('standard');
    expect(types(other)).toEqual(standard);
  });

  it('resets to the company default the forwarder set, and a personal layout sits on top of it', async () => {
    const layoutUrl = `/api/dashboard/companies/${companyCode}/Widgets`;
    const none = companyDashboardLayoutResponseSchema.parse((await call('GET', layoutUrl, staff)).json());
    expect(none.widgets).toBeNull();
    const set = await call('PUT', layoutUrl, staff, {
      widgets: [
        { type: 'attention', sequenceId: 1 },
        { type: 'billing', sequenceId: 2 },
        { type: 'track', sequenceId: 3 },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(companyDashboardLayoutResponseSchema.parse(set.json()).widgets).toHaveLength(3);

    const colleagueNow = await widgets(colleague);
    expect(colleagueNow.source).toBe('company');
    expect(types(colleagueNow)).toEqual(['attention', 'billing', 'track']);
    expect(types(await widgets(colleague, true))).toEqual([
      'booking',
      'wms',
      'shipments',
      'report',
      'freightCalculator',
      'shipmentsAtRisk',
    ]);
    expect(dashboardColumns((await widgets(colleague, true)).widgets)).toBe(2);

    expect((await widgets(full)).source).toBe('personal');
    const reset = await call('POST', widgetsUrl, full, { userWidgets: [], reset: true });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(types(dashboardWidgetsResponseSchema.parse(reset.json()))).toEqual(['attention', 'billing', 'track']);
    expect((await widgets(full)).source).toBe('company');

    expect((await call('PUT', layoutUrl, staff, { widgets: [] })).statusCode).toBe(200);
    expect((await widgets(full)).source).toBe('standard');
  });

  it('keeps a layout per company: another selected company has its own', async () => {
    await call('DELETE', '/api/customer/user/dashboard/Widget/booking', twoCompanies);
    expect(types(await widgets(twoCompanies))).not.toContain('booking');
    const res = await call('POST', '/api/customer/updateSelectedCompany', twoCompanies, {
      selectedCompany: secondCode,
    });
    expect(res.statusCode, res.body).toBe(200);
    const switched = sessionResponseSchema.parse(res.json());
    const inSecond = await widgets({ ...twoCompanies, headers: { authorization: `Bearer ${switched.accessToken}` } });
    expect(inSecond.source).toBe('standard');
    expect(types(inSecond)).toContain('booking');
  });

  it('refuses unknown types, unknown fields, widgets the caller may not see, and anonymous or customer calls to the default', async () => {
    const bad = async (res: Awaited<ReturnType<typeof call>>, status: number) => {
      expect(res.statusCode, res.body).toBe(status);
      errorEnvelopeSchema.parse(res.json());
    };
    await bad(await call('DELETE', '/api/customer/user/dashboard/Widget/inventory', full), 400);
    await bad(await call('DELETE', '/api/customer/user/dashboard/Widget/wms', limited), 404);
    await bad(await call('DELETE', '/api/customer/user/dashboard/Widget/report', limited), 404);
    await bad(await call('DELETE', '/api/customer/user/dashboard/Widget/resources', full), 404);
    await bad(await call('DELETE', '/api/customer/user/dashboard/Widget/freightCalculator', limited), 404);
    await bad(
      await call('POST', widgetsUrl, limited, { userWidgets: [{ type: 'booking', sequenceId: 1 }], reset: false }),
      404,
    );
    await bad(
      await call('POST', widgetsUrl, full, { userWidgets: [{ type: 'reports', sequenceId: 1 }], reset: false }),
      400,
    );
    await bad(
      await call('POST', widgetsUrl, limited, { userWidgets: [{ type: 'report', sequenceId: 1 }], reset: false }),
      404,
    );
    await bad(
      await call('POST', widgetsUrl, full, {
        userWidgets: [{ type: 'billing', sequenceId: 1, userId: 'x' }],
        reset: false,
      }),
      400,
    );
    await bad(await call('POST', widgetsUrl, full, { userWidgets: [], reset: false, companyId: 'x' }), 400);
    await bad(
      await call('POST', widgetsUrl, full, {
        userWidgets: [
          { type: 'billing', sequenceId: 1 },
          { type: 'billing', sequenceId: 2 },
        ],
      }),
      400,
    );
    await bad(
      await call('POST', widgetsUrl, full, { userWidgets: [{ type: 'billing', sequenceId: 1 }], reset: true }),
      400,
    );
    await bad(await call('POST', widgetsUrl, full, { userWidgets: [{ type: 'billing', sequenceId: 0 }] }), 400);
    await bad(await call('GET', `${widgetsUrl}?isDeleted=maybe`, full), 400);
    await bad(await call('GET', widgetsUrl, undefined), 401);
    await bad(await call('PUT', `/api/dashboard/companies/${companyCode}/Widgets`, full, { widgets: [] }), 403);
    await bad(await call('PUT', '/api/dashboard/companies/NOPE42/Widgets', staff, { widgets: [] }), 404);
    await bad(
      await call('PUT', `/api/dashboard/companies/${companyCode}/Widgets`, staff, {
        widgets: [{ type: 'warehouse', sequenceId: 1 }],
      }),
      400,
    );
    await bad(
      await call('PUT', `/api/dashboard/companies/${companyCode}/Widgets`, staff, {
        widgets: [{ type: 'wms', sequenceId: 1 }],
        companyId: 'x',
      }),
      400,
    );
    await bad(await call('GET', '/api/dashboard/companies/NOPE42/Widgets', staff), 404);
    await bad(await call('GET', `/api/dashboard/companies/${companyCode}/Widgets`, full), 403);
  });
});
