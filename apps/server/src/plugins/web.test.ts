import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../test/auth-helpers';
import { buildInvoice } from '../../test/builders/billing';
import { companyIdOf } from '../../test/builders/identity';
import { createTestApp, type TestApp } from '../../test/test-app';
import { compressibleTypes } from './compression';

/** A script big enough to be worth compressing, with its precompressed copies as the web build writes them. */
const appScript = `console.log(${JSON.stringify('shipment '.repeat(400))});`;

describe('serving the web app', () => {
  let t: TestApp;
  let dist: string;
  let customer: SignedIn;
  let invoiceId = '';
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'connect-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><meta name="csp-nonce" content="__CSP_NONCE__"></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), appScript);
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(appScript));
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(appScript));
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
    customer = await signIn(t.app, demo.customer);
    invoiceId = (
      await buildInvoice(t.database.db, {
        companyId: await companyIdOf(t.database.db, 'LSCOMP'),
        invoiceNumber: 'WEB-COMPRESS-1',
        houseBill: 'MGLACOMPRESS',
        lines: [{ chargeCode: 'AFRT', description: 'Air freight DFW-FRA 410 kg', amountCents: 98_400 }],
      })
    ).id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers any page path with index.html carrying a fresh style nonce that the CSP names', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/shipment/dashboard?x=1' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    // Revalidated on every load (decision 041); no validator, since the nonce makes each answer unique.
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['etag']).toBeUndefined();
    const nonce = /content="([A-Za-z0-9+/=]{20,})"/.exec(first.body)?.[1];
    expect(nonce).toBeDefined();
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(csp).toContain("script-src 'self'");
    const second = await t.app.inject({ method: 'GET', url: '/u/login' });
    expect(second.body).not.toContain(nonce!);
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(appScript);
  });

  it("serves the precompressed brotli or gzip copy of an asset by the request's Accept-Encoding", async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(String(br.headers['vary'])).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(appScript.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(appScript);

    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(String(gz.headers['vary'])).toContain('accept-encoding');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(appScript);

    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(appScript);
  });

  it('compresses JSON answers above 1 KB and leaves small ones alone', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/shipments', headers: customer.headers });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.app.inject({
      method: 'GET',
      url: '/api/shipments',
      headers: { ...customer.headers, 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers['vary'])).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await t.app.inject({
      method: 'GET',
      url: '/api/shipments',
      headers: { ...customer.headers, 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    const small = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends PDF documents as they are, even to a client that accepts compression', async () => {
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoiceId}/pdf`,
      headers: { ...customer.headers, 'accept-encoding': 'br, gzip' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('streams a CSV export compressed, and sends spreadsheet and PDF exports as they are', async () => {
    const url = '/api/shipments/export?format=csv&columns=document_no,mode_code,shipper_name';
    const plain = await t.app.inject({ method: 'GET', url, headers: customer.headers });
    expect(plain.statusCode).toBe(200);
    const br = await t.app.inject({ method: 'GET', url, headers: { ...customer.headers, 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-type']).toContain('text/csv');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(plain.body.split('\n').length).toBeGreaterThan(3);

    for (const [format, magic] of [
      ['xlsx', 'PK'],
      ['pdf', '%PDF-'],
    ] as const) {
      const file = await t.app.inject({
        method: 'GET',
        url: `/api/shipments/export?format=${format}&columns=document_no,mode_code`,
        headers: { ...customer.headers, 'accept-encoding': 'br, gzip' },
      });
      expect(file.statusCode, format).toBe(200);
      expect(file.headers['content-encoding'], format).toBeUndefined();
      expect(file.rawPayload.subarray(0, magic.length).toString(), format).toBe(magic);
    }
  });

  it('compresses text and JSON types only: never archives, images, PDFs, opaque bytes or event streams', () => {
    for (const type of ['application/json; charset=utf-8', 'text/csv; charset=utf-8', 'text/html', 'image/svg+xml'])
      expect(compressibleTypes.test(type), type).toBe(true);
    for (const type of [
      'application/pdf',
      'application/zip',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'image/png',
      'image/jpeg',
      'application/octet-stream',
      'text/event-stream',
    ])
      expect(compressibleTypes.test(type), type).toBe(false);
  });

  it('still answers unknown /api paths and non-GET page requests with a JSON 404', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } });
    const post = await t.app.inject({ method: 'POST', url: '/legal/terms' });
    expect(post.statusCode).toBe(404);
  });
});
