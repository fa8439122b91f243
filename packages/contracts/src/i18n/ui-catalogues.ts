import { enUsStrings } from './en-us';
import { esMxStrings } from './es-mx';
import { ptBrStrings } from './pt-br';

/**
 * The built-in UI catalogues by locale code (decision 039). en-US is the source; every other catalogue has every
 * en-US key (checked by type and by `ui-catalogues.test.ts`). es-ES shares the Latin-American Spanish catalogue.
 */
export const uiCatalogues = {
  'en-US': enUsStrings,
  'es-MX': esMxStrings,
  'es-ES': esMxStrings,
  'pt-BR': ptBrStrings,
} as const;

export type CatalogueLocale = keyof typeof uiCatalogues;
