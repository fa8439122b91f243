/**
 * The shape of a translated catalogue, derived from the en-US tree: the same keys, any string as value, so a
 * missing or extra key is a type error. Plural keys follow i18next's CLDR suffixes; where en-US has `x_other`,
 * languages whose plural categories are one, many and other (Spanish, Portuguese, French, Italian: `many` is
 * used for whole millions, "1.000.000 de …") also need `x_many` (decision 039).
 */
export type TranslatedStrings<T> = {
  readonly [K in keyof T as K extends `${infer Base}_other` ? K | `${Base}_many` : K]: T[K] extends string
    ? string
    : TranslatedStrings<T[K]>;
};
