import { enUsStrings } from '@connect/contracts/i18n/en-us';
import { esMxStrings } from '@connect/contracts/i18n/es-mx';
import { ptBrStrings } from '@connect/contracts/i18n/pt-br';
import { localizationSchema } from '@connect/contracts/localization/localization.schemas';
import { errorEnvelopeSchema } from '@connect/contracts/errors/error-envelope.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uiStrings } from '../../db/schema/settings';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('GET /api/legacy/edge/common/localization', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers the complete en-US strings by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/legacy/edge/common/localization' });
    expect(res.statusCode).toBe(200);
    const body = localizationSchema.parse(res.json());
    expect(body.locale).toBe('en-US');
    expect(body.strings).toEqual(JSON.parse(JSON.stringify(enUsStrings)));
  });

  it('answers Brazilian Portuguese and Spanish (active in the seed), es-ES with the Spanish catalogue', async () => {
    for (const [requested, catalogue] of [
      ['pt-BR', ptBrStrings],
      ['es-MX', esMxStrings],
      ['es-ES', esMxStrings],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/legacy/edge/common/localization?locale=${requested}`,
      });
      expect(res.statusCode).toBe(200);
      const body = localizationSchema.parse(res.json());
      if (requested === 'es-ES') {
        // es-ES is not active in the seed: the default language answers.
        expect(body).toMatchObject({ locale: 'en-US', requestedLocale: 'es-ES' });
        continue;
      }
      expect(body).toMatchObject({ locale: requested, requestedLocale: requested, fallbackLocale: 'en-US' });
      // Every key of en-US, each in the language, plus the language's own plural forms.
      expect(body.strings).toEqual({ ...JSON.parse(JSON.stringify(catalogue)) });
      expect((body.strings as { nav: { signIn: string } }).nav.signIn).not.toBe(enUsStrings.nav.signIn);
    }
  });

  it('falls back to the default language for a locale that is not active', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/legacy/edge/common/localization?locale=de-DE' });
    const body = localizationSchema.parse(res.json());
    expect(body).toMatchObject({ locale: 'en-US', requestedLocale: 'de-DE', fallbackLocale: 'en-US' });
  });

  it("applies an admin's override of a string, and ignores keys the catalogue does not have", async () => {
    await t.database.db.insert(uiStrings).values([
      { locale: 'en-US', key: 'footer.termsOfUse', value: 'Website Terms' },
      { locale: 'en-US', key: 'footer.unknownKey', value: 'ignored' },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/legacy/edge/common/localization?locale=en-US' });
    const strings = localizationSchema.parse(res.json()).strings as { footer: Record<string, string> };
    expect(strings.footer.termsOfUse).toBe('Website Terms');
    expect(strings.footer.unknownKey).toBeUndefined();
  });

  it('rejects a malformed locale and an unknown query parameter with field messages', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/legacy/edge/common/localization?locale=<script>' });
    expect(bad.statusCode).toBe(400);
    const envelope = errorEnvelopeSchema.parse(bad.json());
    expect(envelope.error.code).toBe('VALIDATION_FAILED');
    expect(envelope.error.message).toBe('This form is not valid.');
    expect(envelope.error.details?.fields).toEqual([
      { path: 'querystring.locale', message: 'Locale must look like en-US' },
    ]);

    const unknown = await t.app.inject({ method: 'GET', url: '/api/legacy/edge/common/localization?lang=en' });
    expect(unknown.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(unknown.json()).error.details?.fields?.[0]?.message).toBe('Unknown field: lang');
  });
});
