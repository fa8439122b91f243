import { configurationSchema } from '@connect/contracts/configuration/configuration.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('GET /api/legacy/edge/common/configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers the public start-up configuration of spec 1 without a login', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/legacy/edge/common/configuration' });
    expect(res.statusCode).toBe(200);
    const body = configurationSchema.parse(res.json());
    expect(body.productName).toBe('Connect');
    expect(body.version).toBe('v6.21.0');
    expect(body.copyrightYear).toBe(2025);
    expect(body.forwarder.shortName).toBe('Meridian');
    expect(body.defaultLocale).toEqual({ locale_code: 'en-US', locale_name: 'English (United States)' });
    expect(body.activeLocales.map((l) => l.locale_code)).toContain('en-US');
    expect(body.defaultTimeZone).toBe('UTC');
    expect(body.inactivity.options).toHaveLength(8);
    expect(body.inactivity.options[0]).toEqual({ Code: 2, Hours: 1, Seconds: 3600 });
    expect(body.inactivity.options[7]?.Seconds).toBe(28800);
    expect(body.inactivity.defaultCode).toBe(2);
    expect(body.inactivity.defaultSeconds).toBe(3600);
    expect(body.inactivity.warningSeconds).toBe(60);
    expect(body.toast).toEqual({
      errorMs: 5000,
      successMs: 5000,
      infoMs: 7000,
      gridMs: 2500,
      position: 'bottom-right',
    });
    expect(body.features.partialPayment).toBe(true);
  });

  it('reflects a feature flag changed in the settings table', async () => {
    const { appSettings } = await import('../../db/schema/settings');
    const { eq } = await import('drizzle-orm');
    const { clearConfigurationCache } = await import('./configuration.service');
    await t.database.db
      .update(appSettings)
      .set({ value: { partialPayment: false } })
      .where(eq(appSettings.key, 'features'));
    clearConfigurationCache();
    const res = await t.app.inject({ method: 'GET', url: '/api/legacy/edge/common/configuration' });
    expect(configurationSchema.parse(res.json()).features.partialPayment).toBe(false);
  });

  it('sends security headers with a strict Content-Security-Policy and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/legacy/edge/common/configuration' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(String(res.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
  });
});
