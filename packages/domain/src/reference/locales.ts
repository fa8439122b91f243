/** Display locales offered by the portal. Names follow the "Language (Region)" English form. */
export type Locale = {
  readonly locale_code: string;
  readonly locale_name: string;
};

export const locales = [
  { locale_code: 'en-US', locale_name: 'English (United States)' },
  { locale_code: 'en-GB', locale_name: 'English (United Kingdom)' },
  { locale_code: 'es-MX', locale_name: 'Spanish (Mexico)' },
  { locale_code: 'es-ES', locale_name: 'Spanish (Spain)' },
  { locale_code: 'fr-FR', locale_name: 'French (France)' },
  { locale_code: 'de-DE', locale_name: 'German (Germany)' },
  { locale_code: 'nl-NL', locale_name: 'Dutch (Netherlands)' },
  { locale_code: 'pt-BR', locale_name: 'Portuguese (Brazil)' },
  { locale_code: 'it-IT', locale_name: 'Italian (Italy)' },
  { locale_code: 'zh-CN', locale_name: 'Chinese (China)' },
  { locale_code: 'ja-JP', locale_name: 'Japanese (Japan)' },
  { locale_code: 'ko-KR', locale_name: 'Korean (South Korea)' },
  { locale_code: 'pl-PL', locale_name: 'Polish (Poland)' },
] as const satisfies readonly Locale[];

export type LocaleCode = (typeof locales)[number]['locale_code'];

export const defaultLocaleCode = 'en-US' satisfies LocaleCode;
