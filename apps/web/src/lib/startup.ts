import type { Configuration } from '@connect/contracts/configuration/configuration.schemas';
import type { Localization } from '@connect/contracts/localization/localization.schemas';
import { apiRequest } from './api-client';
import { checkedOrUndefined, configurationCheck, localizationCheck } from './startup-checks';
import { readStored, writeStored } from './storage';

export type StartupData = { configuration: Configuration; localization: Localization };

/**
 * The language to ask for: the one the user chose, else the browser's. The server answers the default language
 * for one that is not active, so the strings need not wait for the configuration's list of active languages.
 */
function preferredLocale(): string | undefined {
  const stored = readStored<string>('locale');
  if (stored) return stored;
  const browser = typeof navigator !== 'undefined' ? navigator.language : undefined;
  // Only a tag the call accepts (`localizationQuerySchema`); any other asks for the default.
  return browser && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(browser) ? browser : undefined;
}

function whenIdle(work: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 5000 });
  else setTimeout(work, 200);
}

/**
 * Loads configuration and UI strings before the first render (spec 1 §7) and keeps them in browser
 * storage, so a later start renders at once from storage when the network is slow or down.
 */
export async function loadStartupData(): Promise<StartupData> {
  const cachedConfiguration = readStored<unknown>('configuration');
  const cachedLocalization = readStored<unknown>('localization');
  try {
    // Both at once: one round trip before the first render instead of two.
    const [configuration, localization] = await Promise.all([
      apiRequest('/api/legacy/edge/common/configuration', { schema: configurationCheck, loader: false }),
      apiRequest('/api/legacy/edge/common/localization', {
        schema: localizationCheck,
        query: { locale: preferredLocale() },
        loader: false,
      }),
    ]);
    // Kept for the next start, once the page is idle: writing some 150 KB to storage is a long task of its own.
    whenIdle(() => {
      writeStored('configuration', configuration);
      writeStored('localization', localization);
    });
    return { configuration, localization };
  } catch (error) {
    const configuration = checkedOrUndefined(configurationCheck, cachedConfiguration);
    const localization = checkedOrUndefined(localizationCheck, cachedLocalization);
    if (configuration && localization) return { configuration, localization };
    throw error;
  }
}
