import type { ImpersonationData, SessionResponse, SessionUser } from '@connect/contracts/auth/auth.schemas';
import type { Configuration } from '@connect/contracts/configuration/configuration.schemas';
import type { Localization, StringTree } from '@connect/contracts/localization/localization.schemas';
import {
  array,
  boolean,
  int,
  nullable,
  object,
  oneOf,
  optional,
  parser,
  record,
  string,
  uuid,
  type Check,
} from './shape-checks';

/**
 * What the app reads before its first paint, checked by hand (decision 105): the configuration and the UI strings
 * (spec 1 §7), the session kept in browser storage and the session calls' answers. Each mirrors its contract's
 * schema (`configurationSchema`, `localizationSchema`, `sessionUserSchema`, `impersonationDataSchema`,
 * `sessionResponseSchema`); `startup-checks.test.ts` holds them to the schemas field by field.
 */

const localeEntry = object({ locale_code: string, locale_name: string });

const configuration: Check<Configuration> = object<Configuration>({
  productName: string,
  version: string,
  copyrightYear: int,
  forwarder: object({ code: string, shortName: string, name: string, supportEmail: string }),
  activeLocales: array(localeEntry),
  defaultLocale: localeEntry,
  defaultTimeZone: string,
  currency: string,
  dateFormat: string,
  inactivity: object({
    options: array(object({ Code: int, Seconds: int, Hours: int })),
    defaultCode: int,
    defaultSeconds: int,
    warningSeconds: int,
  }),
  toast: object({
    errorMs: int,
    successMs: int,
    infoMs: int,
    gridMs: int,
    position: oneOf(['bottom-right']),
  }),
  errorBannerMs: int,
  features: object({ partialPayment: boolean }),
  payments: object<Configuration['payments']>({
    provider: oneOf(['sandbox', 'stripe']),
    simulated: boolean,
    stripe: optional(object({ publishableKey: string, scriptUrl: string })),
  }),
});

const stringTree: Check<StringTree> = (value, path) =>
  record<string | StringTree>((item, at) => (typeof item === 'string' ? item : stringTree(item, at)))(value, path);

const localization: Check<Localization> = object<Localization>({
  locale: string,
  requestedLocale: nullable(string),
  fallbackLocale: string,
  strings: stringTree,
});

const companyGroup = nullable(object({ companyGroupId: string, groupName: string }));
const userType = oneOf(['EMPLOYEE', 'CUSTOMER']);

const sessionUser: Check<SessionUser> = object<SessionUser>({
  userId: uuid,
  displayName: string,
  email: string,
  userType,
  admin: boolean,
  permissions: array(string),
  selectedCompany: nullable(string),
  reportUrl: nullable(string),
  timezone: string,
  locale: string,
  personId: nullable(string),
  companyGroup,
  inactivityTimeout: int,
});

const impersonationData: Check<ImpersonationData> = object<ImpersonationData>({
  userId: uuid,
  email: string,
  displayName: string,
  selectedCompanyCode: nullable(string),
  permissions: array(string),
  reportUrl: nullable(string),
  companyGroup,
  userType,
  expiresAt: int,
});

export const configurationCheck = parser(configuration, 'configuration');
export const localizationCheck = parser(localization, 'localization');
export const sessionUserCheck = parser(sessionUser, 'session.user');
export const impersonationDataCheck = parser(impersonationData, 'session.impersonation');
export const sessionResponseCheck = parser(
  object<SessionResponse>({
    accessToken: string,
    expiresAt: int,
    user: sessionUser,
    impersonation: nullable(impersonationData),
  }),
  'session',
);

/** A stored value that passes a check, or undefined (what `safeParse(...).success` told before). */
export function checkedOrUndefined<T>(check: { parse: (value: unknown) => T }, value: unknown): T | undefined {
  try {
    return check.parse(value);
  } catch {
    return undefined;
  }
}
