import {
  adminLocalesResponseSchema,
  adminStringsResponseSchema,
} from '@connect/contracts/localization/localization-admin.schemas';
import { localizationSchema } from '@connect/contracts/localization/localization.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { clearConfigurationCache } from '../configuration/configuration.service';
import { errorOf } from '../../../test/error-of';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, demo.admin);
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: SignedIn, payload?: unknown) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const strings = async (locale: string) => {
  clearConfigurationCache();
  const res = await t.app.inject({ url: `/api/legacy/edge/common/localization?locale=${locale}` });
  return localizationSchema.parse(res.json());
};

describe('/u/localization: locales', () => {
  it("lists the locales, adds one switched off, refuses a duplicate with 'Locale is Duplicate', switches it on and off, keeps the default on", async () => {
    const listed = adminLocalesResponseSchema.parse(
      (await call('GET', '/api/admin/localization/locales', admin)).json(),
    );
    expect(listed.find((l) => l.locale_code === 'en-US')).toMatchObject({
      active: true,
      isDefault: true,
      builtIn: true,
    });
    expect(listed.find((l) => l.locale_code === 'pt-BR')).toMatchObject({ active: true, builtIn: true });
    expect(listed.find((l) => l.locale_code === 'fr-FR')).toMatchObject({ active: false, builtIn: false });

    const added = await call('POST', '/api/admin/localization/locales', admin, {
      locale_code: 'sv-SE',
      locale_name: 'Swedish (Sweden)',
    });
    expect(added.statusCode, added.body).toBe(200);
    const duplicate = await call('POST', '/api/admin/localization/locales', admin, {
      locale_code: 'sv-SE',
      locale_name: 'Svenska',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate.body).message).toBe('Locale is Duplicate');
    expect(errorOf(duplicate.body).details?.fields?.[0]?.path).toBe('body.locale_code');
    const malformed = await call('POST', '/api/admin/localization/locales', admin, {
      locale_code: 'swedish',
      locale_name: 'x',
    });
    expect(malformed.statusCode).toBe(400);
    const extra = await call('POST', '/api/admin/localization/locales', admin, {
      locale_code: 'sv-FI',
      locale_name: 'x',
      active: true,
    });
    expect(extra.statusCode).toBe(400);

    // Not active: readers asking for it get the default language.
    expect((await strings('sv-SE')).locale).toBe('en-US');
    expect(
      (await call('PUT', '/api/admin/localization/locales/sv-SE/active', admin, { active: true })).statusCode,
    ).toBe(200);
    expect((await strings('sv-SE')).locale).toBe('sv-SE');
    expect(
      (await call('PUT', '/api/admin/localization/locales/sv-SE/active', admin, { active: false })).statusCode,
    ).toBe(200);
    const offDefault = await call('PUT', '/api/admin/localization/locales/en-US/active', admin, { active: false });
    expect(offDefault.statusCode).toBe(409);
    expect(errorOf(offDefault.body).messageKey).toBe('server.localization.defaultStaysActive');
    expect(
      (await call('PUT', '/api/admin/localization/locales/xx-XX/active', admin, { active: true })).statusCode,
    ).toBe(404);
  });

  it('refuses customers and employees without the admin claim (403)', async () => {
    for (const email of [demo.customer, demo.employee]) {
      const who = await signIn(t.app, email);
      expect((await call('GET', '/api/admin/localization/locales', who)).statusCode).toBe(403);
      expect((await call('POST', '/api/admin/localization/locales/pt-BR/publish', who)).statusCode).toBe(403);
    }
  });
});

describe('/u/localization: strings, drafts and publishing', () => {
  it('lists strings with the English source, saves a draft readers do not see, publishes it, and goes back to the built-in text', async () => {
    const page = adminStringsResponseSchema.parse(
      (await call('GET', '/api/admin/localization/locales/pt-BR/strings?search=footer.termsOfUse', admin)).json(),
    );
    const terms = page.items.find((i) => i.key === 'footer.termsOfUse');
    expect(terms).toMatchObject({ area: 'footer', english: 'Terms of Use', override: null, hasDraft: false });
    const builtIn = terms?.builtIn ?? '';
    expect(builtIn).not.toBe('');
    expect(page.areas).toContain('footer');

    const saved = await call('PUT', '/api/admin/localization/locales/pt-BR/drafts', admin, {
      key: 'footer.termsOfUse',
      value: 'Condições de uso',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A draft is not shown to readers until published.
    expect(((await strings('pt-BR')).strings.footer as Record<string, string>).termsOfUse).toBe(builtIn);
    const changed = adminStringsResponseSchema.parse(
      (await call('GET', '/api/admin/localization/locales/pt-BR/strings?status=changed', admin)).json(),
    );
    expect(changed.items.map((i) => i.key)).toContain('footer.termsOfUse');

    const published = await call('POST', '/api/admin/localization/locales/pt-BR/publish', admin);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ count: 1, messageKey: 'server.localization.published' });
    expect(((await strings('pt-BR')).strings.footer as Record<string, string>).termsOfUse).toBe('Condições de uso');
    const nothing = await call('POST', '/api/admin/localization/locales/pt-BR/publish', admin);
    expect(nothing.statusCode).toBe(409);

    // Back to the built-in text: a null draft removes the override on publish.
    await call('PUT', '/api/admin/localization/locales/pt-BR/drafts', admin, { key: 'footer.termsOfUse', value: null });
    await call('POST', '/api/admin/localization/locales/pt-BR/publish', admin);
    expect(((await strings('pt-BR')).strings.footer as Record<string, string>).termsOfUse).toBe(builtIn);
  });

  it('finds one key exactly (the translation mode), none for an unknown key, and refuses a key too long', async () => {
    const url = (query: string) => `/api/admin/localization/locales/es-MX/strings?${query}`;
    const broad = adminStringsResponseSchema.parse((await call('GET', url('search=footer.'), admin)).json());
    expect(broad.total).toBeGreaterThan(1);
    const one = adminStringsResponseSchema.parse((await call('GET', url('key=footer.termsOfUse'), admin)).json());
    expect(one.total).toBe(1);
    expect(one.items).toEqual([expect.objectContaining({ key: 'footer.termsOfUse', english: 'Terms of Use' })]);
    const none = adminStringsResponseSchema.parse((await call('GET', url('key=footer.termsOfUs'), admin)).json());
    expect(none).toMatchObject({ total: 0, items: [] });
    expect((await call('GET', url(`key=${'k'.repeat(201)}`), admin)).statusCode).toBe(400);
    const customer = await signIn(t.app, demo.customer);
    expect((await call('GET', url('key=footer.termsOfUse'), customer)).statusCode).toBe(403);
  });

  it('keeps the placeholders of the English text, refuses unknown keys and empty texts, and discards a draft', async () => {
    const key = 'portalMessages.close';
    const lost = await call('PUT', '/api/admin/localization/locales/es-MX/drafts', admin, {
      key,
      value: 'Cerrar el mensaje',
    });
    expect(lost.statusCode).toBe(400);
    expect(errorOf(lost.body).details?.fields?.[0]).toMatchObject({
      path: 'body.value',
      messageKey: 'server.localization.placeholdersDiffer',
    });
    const kept = await call('PUT', '/api/admin/localization/locales/es-MX/drafts', admin, {
      key,
      value: 'Cerrar {{subject}}',
    });
    expect(kept.statusCode).toBe(200);
    const unknown = await call('PUT', '/api/admin/localization/locales/es-MX/drafts', admin, {
      key: 'no.such.key',
      value: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    const empty = await call('PUT', '/api/admin/localization/locales/es-MX/drafts', admin, { key, value: '   ' });
    expect(empty.statusCode).toBe(400);
    const discard = await call(
      'DELETE',
      `/api/admin/localization/locales/es-MX/drafts?key=${encodeURIComponent(key)}`,
      admin,
    );
    expect(discard.statusCode).toBe(200);
    expect(
      (await call('DELETE', `/api/admin/localization/locales/es-MX/drafts?key=${encodeURIComponent(key)}`, admin))
        .statusCode,
    ).toBe(404);
    const missing = adminStringsResponseSchema.parse(
      (await call('GET', '/api/admin/localization/locales/fr-FR/strings?status=missing&pageSize=5', admin)).json(),
    );
    // French has no built-in catalogue: every string is missing (readers see English).
    expect(missing.total).toBe(
      adminStringsResponseSchema.parse(
        (await call('GET', '/api/admin/localization/locales/fr-FR/strings?pageSize=5', admin)).json(),
      ).total,
    );
    expect(missing.items).toHaveLength(5);
  });
});
