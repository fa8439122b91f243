import { delay, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiServer, json } from '@/test/api-server';
import { testConfiguration } from '@/test/fixtures/configuration';
import { loadStartupData } from './startup';
import { writeStored } from './storage';

const strings = { app: { productName: 'Connect' } };

/**
 * The start-up data (spec 1 §7) comes from two calls made at once (decision 112): the strings do not wait for the
 * configuration, since the server answers its default language for a locale that is not active.
 */
function serve(events: string[]) {
  apiServer.use(
    http.get('/api/legacy/edge/common/configuration', async () => {
      events.push('configuration asked');
      await delay(50);
      events.push('configuration answered');
      return json(testConfiguration);
    }),
    http.get('/api/legacy/edge/common/localization', ({ request }) => {
      const locale = new URL(request.url).searchParams.get('locale');
      events.push(`strings asked for ${locale ?? 'the default'}`);
      return json({ locale: locale ?? 'en-US', requestedLocale: locale, fallbackLocale: 'en-US', strings });
    }),
  );
}

describe('loading the start-up data', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('asks for the configuration and the strings at once, in the language the user chose', async () => {
    const events: string[] = [];
    serve(events);
    writeStored('locale', 'es-MX');
    const data = await loadStartupData();
    expect(events.indexOf('strings asked for es-MX')).toBeLessThan(events.indexOf('configuration answered'));
    expect(data.configuration.productName).toBe(testConfiguration.productName);
    expect(data.localization.locale).toBe('es-MX');
  });

  it("asks in the browser's language when none was chosen, and for the default when the browser's is no locale tag", async () => {
    const events: string[] = [];
    serve(events);
    vi.stubGlobal('navigator', { ...navigator, language: 'pt-BR' });
    await loadStartupData();
    vi.stubGlobal('navigator', { ...navigator, language: 'x-klingon' });
    await loadStartupData();
    expect(events.filter((event) => event.startsWith('strings'))).toEqual([
      'strings asked for pt-BR',
      'strings asked for the default',
    ]);
  });
});
