import type { UiStrings } from '@connect/contracts/i18n/en-us';
import type { ParseKeys } from 'i18next';

/** Any key of the UI-string catalogue (typed through `i18next.d.ts`, decision 022). */
export type UiKey = ParseKeys;

/** The catalogue itself, for naming the keys of one section: `SectionKey<UiStrings['billing']['statuses']>`. */
export type { UiStrings };

/** The paths to the texts under one section of the catalogue (`referenceTypes.INV` under `shipments.detail`). */
export type SectionKey<Section> = {
  [K in Extract<keyof Section, string>]: Section[K] extends string ? K : `${K}.${SectionKey<Section[K]>}`;
}[Extract<keyof Section, string>];

/** The key of a side-menu entry: the home card's area description is `home.areaDescriptions.<key>`. */
export type MenuKey = 'home' | SectionKey<UiStrings['home']['areaDescriptions']>;
