import { uiCatalogues } from '@connect/contracts/i18n/ui-catalogues';
import i18next from 'i18next';

/**
 * Starts the app's own i18next instance (the one server messages and validation texts are worded with) in `locale`,
 * with every active catalogue, for a component test that switches language; wrap the render in its provider.
 */
export async function startAppI18n(locale: string): Promise<typeof i18next> {
  await i18next.init({
    lng: locale,
    resources: {
      'en-US': { translation: uiCatalogues['en-US'] },
      'es-MX': { translation: uiCatalogues['es-MX'] },
      'pt-BR': { translation: uiCatalogues['pt-BR'] },
    },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    initAsync: false,
  });
  return i18next;
}
