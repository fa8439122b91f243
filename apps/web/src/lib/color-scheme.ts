import { localStorageColorSchemeManager, type MantineColorScheme, type MantineColorSchemeManager } from '@mantine/core';

/**
 * The colour scheme is kept in browser storage (the UI library's own manager) and mirrored in a cookie, so the
 * server renders a public page in the scheme the browser will start in (decision 112).
 */
export const colorSchemeCookie = 'connect_color_scheme';

function mirror(scheme: MantineColorScheme | null) {
  document.cookie = scheme
    ? `${colorSchemeCookie}=${scheme}; path=/; max-age=31536000; samesite=lax`
    : `${colorSchemeCookie}=; path=/; max-age=0; samesite=lax`;
}

/** The browser's manager: storage first, the cookie kept equal to it. */
export function browserColorSchemeManager(): MantineColorSchemeManager {
  const stored = localStorageColorSchemeManager();
  return {
    ...stored,
    get: (defaultValue) => {
      const scheme = stored.get(defaultValue);
      mirror(scheme === defaultValue ? null : scheme);
      return scheme;
    },
    set: (scheme) => {
      stored.set(scheme);
      mirror(scheme);
    },
    clear: () => {
      stored.clear();
      mirror(null);
    },
  };
}

/** The server's: the scheme the request's cookie names, never changed. */
export function fixedColorSchemeManager(scheme: MantineColorScheme): MantineColorSchemeManager {
  return {
    get: () => scheme,
    set: () => undefined,
    subscribe: () => undefined,
    unsubscribe: () => undefined,
    clear: () => undefined,
  };
}
