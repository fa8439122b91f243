import { errorEnvelopeSchema } from '@connect/contracts/errors/error-envelope.schemas';
import { referenceListNames, referenceListSchema } from '@connect/contracts/reference/reference.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('GET /api/reference/:list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return referenceListSchema.parse(res.json()).items;
  };

  it('answers every list, none empty', async () => {
    for (const list of referenceListNames) {
      const items = await get(`/api/reference/${list}`);
      expect(items.length, list).toBeGreaterThan(0);
    }
  });

  it('holds the spec 2 §3 tracking event types and document types', async () => {
    const events = await get('/api/reference/event-types');
    expect(events).toContainEqual({ code: 25, name: 'Shipper Booked', module: 'shipments' });
    expect(events).toContainEqual({ code: 9999, name: 'Invoice Posted', module: 'billing' });
    expect(events).toHaveLength(21);
    const documents = await get('/api/reference/document-types');
    expect(documents.find((d) => d.code === 'COMMINVOICE')).toMatchObject({
      raftValue: 'commercial-invoice',
      quickBooking: true,
    });
  });

  it('gives time zones in the spec entry shape, with UTC', async () => {
    const zones = await get('/api/reference/time-zones');
    const utc = zones.find((z) => z.id === 'UTC');
    expect(utc).toMatchObject({ abbr: 'UTC', offset: 0, isdst: false });
    expect(Array.isArray(utc?.utc)).toBe(true);
  });

  it('finds ports by code, by name, and by a misspelt name (pg_trgm)', async () => {
    const byCode = await get('/api/reference/airports?search=DFW');
    expect(byCode[0]).toMatchObject({ code: 'DFW', countryCode: 'US' });
    const byName = await get('/api/reference/seaports?search=Rotterdam');
    expect(byName[0]).toMatchObject({ code: 'NLRTM' });
    const misspelt = await get('/api/reference/seaports?search=Roterdam');
    expect(misspelt.map((p) => p.code)).toContain('NLRTM');
    const brazil = await get('/api/reference/airports?countryCode=BR');
    expect(brazil.length).toBeGreaterThan(3);
    expect(brazil.every((a) => a.countryCode === 'BR')).toBe(true);
  });

  it('treats LIKE wildcards in a search as plain text', async () => {
    const items = await get('/api/reference/countries?search=%25');
    expect(items).toEqual([]);
  });

  it('answers 400 for an unknown list or an invalid country code', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/reference/planets' });
    expect(unknown.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(unknown.json()).error.details?.fields?.[0]).toEqual({
      path: 'params.list',
      message: 'Unknown reference list',
    });
    const badCountry = await t.app.inject({ method: 'GET', url: '/api/reference/airports?countryCode=usa' });
    expect(badCountry.statusCode).toBe(400);
  });
});
