import { gridSettingsResponseSchema } from '@connect/contracts/grid/grid-settings.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let dana: SignedIn;
let marco: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  dana = await signIn(t.app, demo.customer);
  marco = await signIn(t.app, demo.limited);
});
afterAll(async () => t.close());

const url = '/api/grid-settings/admin-users';
const settings = {
  columnOrder: ['email', 'displayName', 'status'],
  hiddenColumns: ['createdAt'],
  columnWidths: { email: 260 },
  pageSize: 50,
  sort: [{ field: 'email', dir: 'asc' }],
  filters: [{ field: 'status', operator: 'equals', value: 'active' }],
};

describe('grid settings', () => {
  it("saves and reads back the caller's own settings, and resets them", async () => {
    const empty = gridSettingsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url, headers: dana.headers })).json(),
    );
    expect(empty.settings).toBeNull();
    const saved = await t.app.inject({ method: 'PUT', url, headers: dana.headers, payload: settings });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = gridSettingsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url, headers: dana.headers })).json(),
    );
    expect(read.settings).toEqual(settings);
    const other = gridSettingsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url, headers: marco.headers })).json(),
    );
    expect(other.settings).toBeNull();
    expect((await t.app.inject({ method: 'DELETE', url, headers: dana.headers })).statusCode).toBe(204);
    expect(
      gridSettingsResponseSchema.parse((await t.app.inject({ method: 'GET', url, headers: dana.headers })).json())
        .settings,
    ).toBeNull();
  });

  it('rejects unknown fields, bad widths and bad grid keys', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url, headers: dana.headers, payload: { ...settings, theme: 'dark' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url,
          headers: dana.headers,
          payload: { ...settings, columnWidths: { email: 5 } },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/grid-settings/..%2Fetc', headers: dana.headers })).statusCode,
    ).toBe(400);
  });
});
