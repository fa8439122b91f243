import {
  adminStringsResponseSchema,
  importPreviewSchema,
  localeImportMaxChars,
  missingKeysResponseSchema,
} from '@connect/contracts/localization/localization-admin.schemas';
import { localizationSchema } from '@connect/contracts/localization/localization.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn, type SignedIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { clearConfigurationCache } from '../configuration/configuration.service';
import { readLocaleFile } from './localization-files';
import { errorOf } from '../../../test/error-of';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, demo.admin);
});
afterAll(async () => t.close());

const base = '/api/admin/localization/locales';
const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: SignedIn, payload?: unknown) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const dryRun = (locale: string, content: string) =>
  call('POST', `${base}/${locale}/import/dry-run`, admin, { fileName: 'texts.txt', content });
const apply = (locale: string, content: string) => call('POST', `${base}/${locale}/import`, admin, { content });
const published = async (locale: string) => {
  clearConfigurationCache();
  const res = await t.app.inject({ url: `/api/legacy/edge/common/localization?locale=${locale}` });
  return localizationSchema.parse(res.json());
};
const footerOf = (strings: unknown) => (strings as { footer: Record<string, string> }).footer;

describe('/u/localization: export', () => {
  it('exports a locale as flat JSON, XLIFF 1.2 and XLIFF 2.0 with the English source, as attachments never cached', async () => {
    const json = await call('GET', `${base}/pt-BR/export?format=json`, admin);
    expect(json.statusCode, json.body).toBe(200);
    expect(json.headers['content-type']).toContain('application/json');
    expect(json.headers['content-disposition']).toContain('attachment; filename="connect-pt-BR.json"');
    expect(json.headers['cache-control']).toBe('private, no-store');
    const texts = JSON.parse(json.body) as Record<string, string>;
    expect(texts['footer.termsOfUse']).toBe(footerOf((await published('pt-BR')).strings).termsOfUse);

    const xliff = await call('GET', `${base}/pt-BR/export?format=xliff`, admin);
    expect(xliff.statusCode).toBe(200);
    expect(xliff.headers['content-type']).toContain('application/xliff+xml');
    expect(xliff.headers['content-disposition']).toContain('connect-pt-BR.xlf');
    expect(xliff.body).toContain('<xliff version="1.2"');
    expect(xliff.body).toContain('<source>Terms of Use</source>');
    const read = readLocaleFile(xliff.body);
    expect(read.targetLanguage).toBe('pt-BR');
    expect(Object.fromEntries(read.entries)).toEqual(texts);

    const xliff20 = await call('GET', `${base}/pt-BR/export?format=xliff2`, admin);
    expect(xliff20.statusCode).toBe(200);
    expect(xliff20.headers['content-type']).toContain('application/xliff+xml');
    expect(xliff20.headers['content-disposition']).toContain('connect-pt-BR.xliff20.xlf');
    expect(xliff20.body).toContain('version="2.0" srcLang="en-US" trgLang="pt-BR"');
    expect(xliff20.body).toContain('<source>Terms of Use</source>');
    const read20 = readLocaleFile(xliff20.body);
    expect(read20.targetLanguage).toBe('pt-BR');
    expect(Object.fromEntries(read20.entries)).toEqual(texts);
    // What was exported imports again as nothing to change.
    const again = importPreviewSchema.parse((await dryRun('pt-BR', xliff20.body)).json());
    expect(again.counts).toMatchObject({ new: 0, changed: 0, unknown: 0, placeholders: 0 });
    expect(again.counts.unchanged).toBe(read20.entries.size);

    expect((await call('GET', `${base}/pt-BR/export?format=csv`, admin)).statusCode).toBe(400);
    expect((await call('GET', `${base}/xx-XX/export`, admin)).statusCode).toBe(404);
  });
});

describe('/u/localization: import', () => {
  it('dry runs a file key by key (changed, unchanged, unknown, placeholders), saves nothing, then applies drafts only', async () => {
    const exported = JSON.parse((await call('GET', `${base}/pt-BR/export`, admin)).body) as Record<string, string>;
    const [unchangedKey, unchangedText] = Object.entries(exported).find(
      ([key]) => key.startsWith('footer.') && key !== 'footer.termsOfUse',
    ) ?? ['', ''];
    const file = JSON.stringify({
      'footer.termsOfUse': 'Condições gerais de uso',
      [unchangedKey]: unchangedText,
      'no.such.key': 'Nada',
      'portalMessages.close': 'Fechar a mensagem',
    });
    const preview = await dryRun('pt-BR', file);
    expect(preview.statusCode, preview.body).toBe(200);
    const answer = importPreviewSchema.parse(preview.json());
    expect(answer.format).toBe('json');
    expect(answer.counts).toEqual({ new: 0, changed: 1, unchanged: 1, unknown: 1, placeholders: 1 });
    const byKey = new Map(answer.items.map((i) => [i.key, i]));
    expect(byKey.get('footer.termsOfUse')).toMatchObject({ status: 'changed', problem: null });
    expect(byKey.get(unchangedKey)).toMatchObject({ status: 'unchanged', current: unchangedText });
    expect(byKey.get('no.such.key')?.problem?.message).toBe('Refused: the portal has no text with this key.');
    expect(byKey.get('portalMessages.close')).toMatchObject({ status: 'placeholders' });
    expect(byKey.get('portalMessages.close')?.problem?.message).toBe(
      'Refused: keep the placeholders of the English text: {{subject}}.',
    );
    // The dry run saved nothing.
    const before = adminStringsResponseSchema.parse(
      (await call('GET', `${base}/pt-BR/strings?status=changed`, admin)).json(),
    );
    expect(before.items.map((i) => i.key)).not.toContain('footer.termsOfUse');

    const applied = await apply('pt-BR', file);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ count: 1, messageKey: 'server.localization.imported' });
    const after = adminStringsResponseSchema.parse(
      (await call('GET', `${base}/pt-BR/strings?status=changed`, admin)).json(),
    );
    expect(after.items.find((i) => i.key === 'footer.termsOfUse')).toMatchObject({
      hasDraft: true,
      draft: 'Condições gerais de uso',
    });
    expect(after.items.map((i) => i.key)).not.toContain('portalMessages.close');
    // Drafts only: readers see the change once the existing publish step runs.
    expect(footerOf((await published('pt-BR')).strings).termsOfUse).toBe(exported['footer.termsOfUse']);
    const again = await apply('pt-BR', file);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again.body).messageKey).toBe('server.localization.nothingToImport');
    expect((await call('POST', `${base}/pt-BR/publish`, admin)).statusCode).toBe(200);
    expect(footerOf((await published('pt-BR')).strings).termsOfUse).toBe('Condições gerais de uso');
  });

  it('imports XLIFF 2.0 into a language without texts as new, and refuses a file of another language', async () => {
    const xliff = `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en-US" trgLang="fr-FR">
  <file id="ui"><unit id="footer.termsOfUse"><segment><source>Terms of Use</source><target>Conditions d'utilisation</target></segment></unit></file>
</xliff>`;
    const preview = importPreviewSchema.parse((await dryRun('fr-FR', xliff)).json());
    expect(preview).toMatchObject({ format: 'xliff', counts: { new: 1, changed: 0 } });
    expect(preview.items[0]).toMatchObject({ key: 'footer.termsOfUse', status: 'new', current: null });
    const other = await dryRun('pt-BR', xliff);
    expect(other.statusCode).toBe(400);
    expect(errorOf(other.body).message).toBe('The file is for fr-FR, not pt-BR.');
  });

  it('refuses what is not a locale file, hostile XML, too large a file and extra fields with a 400, never a 500', async () => {
    const cases: [string, string][] = [
      ['Terms of Use,Condições', 'server.localization.fileNotRead'],
      ['{"footer.termsOfUse": 12}', 'server.localization.fileNotJson'],
      [
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><xliff version="1.2"><file><body><trans-unit id="footer.termsOfUse"><target>&b;</target></trans-unit></body></file></xliff>',
        'server.localization.fileNotXliff',
      ],
      ['<xliff version="1.2"><file><body><trans-unit id="a"><target>', 'server.localization.fileNotXliff'],
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'server.localization.fileNotXliff'],
    ];
    for (const [content, messageKey] of cases) {
      for (const res of [await dryRun('pt-BR', content), await apply('pt-BR', content)]) {
        expect(res.statusCode, content.slice(0, 60)).toBe(400);
        expect(errorOf(res.body).messageKey).toBe(messageKey);
      }
    }
    const huge = await dryRun('pt-BR', `{"a":"${'x'.repeat(localeImportMaxChars)}"}`);
    expect(huge.statusCode).toBe(400);
    expect(
      (await call('POST', `${base}/pt-BR/import/dry-run`, admin, { content: '{}', replace: true })).statusCode,
    ).toBe(400);
    expect((await call('POST', `${base}/pt-BR/import/dry-run`, admin, { content: '' })).statusCode).toBe(400);
    expect((await dryRun('xx-XX', '{}')).statusCode).toBe(404);
  });
});

describe('/u/localization: missing keys and the pseudo-locale', () => {
  it('reports keys without a text or still in English, as JSON and as CSV with escaped cells', async () => {
    const french = missingKeysResponseSchema.parse((await call('GET', `${base}/fr-FR/missing`, admin)).json());
    expect(french.total).toBeGreaterThan(100);
    expect(french.items.every((i) => i.reason === 'untranslated')).toBe(true);
    const english = missingKeysResponseSchema.parse((await call('GET', `${base}/en-US/missing`, admin)).json());
    expect(english.total).toBe(0);

    // A published text equal to English is reported; an allowed same word ('E-mail' in Portuguese) is not.
    const pt = missingKeysResponseSchema.parse((await call('GET', `${base}/pt-BR/missing`, admin)).json());
    expect(pt.items).toEqual([]);
    await call('PUT', `${base}/pt-BR/drafts`, admin, { key: 'footer.termsOfUse', value: 'Terms of Use' });
    await call('POST', `${base}/pt-BR/publish`, admin);
    const now = missingKeysResponseSchema.parse((await call('GET', `${base}/pt-BR/missing`, admin)).json());
    expect(now.items).toEqual([
      { key: 'footer.termsOfUse', area: 'footer', english: 'Terms of Use', reason: 'sameAsEnglish' },
    ]);

    const csv = await call('GET', `${base}/fr-FR/missing?format=csv`, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('connect-fr-FR-missing.csv');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('key,area,english,reason');
    expect(lines).toHaveLength(french.total + 2);
    const withComma = french.items.find((i) => i.english.includes(',') && !/^[=+\-@]/.test(i.english));
    expect(withComma).toBeDefined();
    expect(csv.body).toContain(`"${(withComma?.english ?? '').replace(/"/g, '""')}"`);
  });

  it('gives admins the pseudo-locale en-XA, which readers can never get nor add as a language', async () => {
    const pseudo = await call('GET', '/api/admin/localization/pseudo-locale', admin);
    expect(pseudo.statusCode, pseudo.body).toBe(200);
    const answer = localizationSchema.parse(pseudo.json());
    expect(answer.locale).toBe('en-XA');
    expect(footerOf(answer.strings).termsOfUse).toMatch(/^\[Ţéŕɱš óƒ Ûšé ·+\]$/);
    expect((await published('en-XA')).locale).toBe('en-US');
    const add = await call('POST', base, admin, { locale_code: 'en-XA', locale_name: 'Pseudo' });
    expect(add.statusCode).toBe(400);
    expect(errorOf(add.body).messageKey).toBe('server.localization.pseudoNotALocale');
    expect(
      ((await call('GET', base, admin)).json() as { locale_code: string }[]).map((l) => l.locale_code),
    ).not.toContain('en-XA');
  });
});

describe('/u/localization files: admins only', () => {
  it('refuses customers and employees without the admin claim (403)', async () => {
    for (const email of [demo.customer, demo.employee]) {
      const who = await signIn(t.app, email);
      const calls = [
        call('GET', `${base}/pt-BR/export`, who),
        call('POST', `${base}/pt-BR/import/dry-run`, who, { content: '{}' }),
        call('POST', `${base}/pt-BR/import`, who, { content: '{"footer.termsOfUse":"x"}' }),
        call('GET', `${base}/pt-BR/missing?format=csv`, who),
        call('GET', '/api/admin/localization/pseudo-locale', who),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(403);
    }
  });
});
