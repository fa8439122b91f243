import type { UiStrings } from '@connect/contracts/i18n/en-us';

/** The catalogue's shape with every text widened to string: keys are checked, interpolation values are free. */
type CatalogueKeys<T> = { [K in keyof T]: T[K] extends string ? string : CatalogueKeys<T[K]> };

/**
 * Typed UI-string keys (decision 022): `t('a.b')` is checked against the en-US catalogue, so a missing or
 * misspelt key is a type error.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: CatalogueKeys<UiStrings> };
  }
}
