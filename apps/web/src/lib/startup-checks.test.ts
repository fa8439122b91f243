import {
  impersonationDataSchema,
  sessionResponseSchema,
  sessionUserSchema,
} from '@connect/contracts/auth/auth.schemas';
import { configurationSchema } from '@connect/contracts/configuration/configuration.schemas';
import { localizationSchema } from '@connect/contracts/localization/localization.schemas';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  configurationCheck,
  impersonationDataCheck,
  localizationCheck,
  sessionResponseCheck,
  sessionUserCheck,
} from './startup-checks';
import { testConfiguration } from '@/test/fixtures/configuration';

/** The tests' configuration with a second locale and the Stripe provider, so every branch of the check is read. */
const configuration = {
  ...testConfiguration,
  activeLocales: [
    { locale_code: 'en-US', locale_name: 'English' },
    { locale_code: 'de-DE', locale_name: 'Deutsch' },
  ],
  defaultTimeZone: 'America/Chicago',
  payments: { provider: 'stripe', simulated: false, stripe: { publishableKey: 'pk_test', scriptUrl: 'https://js' } },
};

const localization = {
  locale: 'en-US',
  requestedLocale: null,
  fallbackLocale: 'en-US',
  strings: { app: { productName: 'Connect', nested: { deeper: 'Text' } }, common: { close: 'Close' } },
};

const user = {
  userId: '0b6f1c1e-6a7d-4c1e-9f5a-2d8f3b9a7c11',
  displayName: 'Dana Customer',
  email: 'dana@example.com',
  userType: 'CUSTOMER',
  admin: false,
  permissions: ['Booking', 'Shipment'],
  selectedCompany: 'ACME',
  reportUrl: null,
  timezone: 'America/Chicago',
  locale: 'en-US',
  personId: null,
  companyGroup: { companyGroupId: 'g1', groupName: 'Group' },
  inactivityTimeout: 900,
};

const impersonation = {
  userId: 'ffffffff-ffff-ffff-ffff-ffffffffffff',
  email: 'marco@example.com',
  displayName: 'Marco',
  selectedCompanyCode: null,
  permissions: [],
  reportUrl: 'https://reports',
  companyGroup: null,
  userType: 'EMPLOYEE',
  expiresAt: 1_800_000_000_000,
};

const session = { accessToken: 'token', expiresAt: 1_800_000_000_000, user, impersonation };

/** Wrong values a field may carry: other types, fractions, out-of-range numbers, unknown words, bad ids. */
const wrongValues: unknown[] = [
  undefined,
  null,
  '',
  'not-a-uuid',
  'bottom-left',
  'stripe',
  'EMPLOYEE',
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 60,
  0,
  true,
  [],
  ['x'],
  [1],
  {},
  { extra: 1 },
];

type Path = (string | number)[];

function leafPaths(value: unknown, path: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [path];
  const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value);
  return [path, ...entries.flatMap(([key, item]) => leafPaths(item, [...path, key]))];
}

function withValue(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  if (rest.length === 0 && replacement === undefined && !Array.isArray(value)) delete copy[head!];
  else copy[head!] = withValue(copy[head!], rest, replacement);
  return copy;
}

function outcome(check: { parse: (value: unknown) => unknown }, value: unknown) {
  try {
    return { ok: true, data: check.parse(value) };
  } catch {
    return { ok: false };
  }
}

const cases: [string, z.ZodType, { parse: (value: unknown) => unknown }, unknown][] = [
  ['configuration', configurationSchema, configurationCheck, configuration],
  ['localization', localizationSchema, localizationCheck, localization],
  ['session user', sessionUserSchema, sessionUserCheck, user],
  ['impersonation', impersonationDataSchema, impersonationDataCheck, impersonation],
  ['session answer', sessionResponseSchema, sessionResponseCheck, session],
];

describe('startup hand checks against their contracts (decision 105)', () => {
  it.each(cases)('%s: a valid value passes both, with unknown keys dropped the same way', (_, schema, check, valid) => {
    const withExtra = { ...(valid as object), unknownKey: 'x' };
    for (const value of [valid, withExtra]) {
      expect(outcome(check, value)).toEqual({ ok: true, data: schema.parse(value) });
    }
  });

  it.each(cases)(
    '%s: every field with every wrong value is judged as the schema judges it',
    (_, schema, check, valid) => {
      for (const path of leafPaths(valid)) {
        for (const wrong of wrongValues) {
          const value = withValue(valid, path, wrong);
          const expected = schema.safeParse(value);
          const actual = outcome(check, value);
          expect({ path: path.join('.'), wrong, ok: actual.ok }).toEqual({
            path: path.join('.'),
            wrong,
            ok: expected.success,
          });
          if (expected.success) expect(actual.data).toEqual(expected.data);
        }
      }
    },
  );

  it('checks configuration without the Stripe keys as the schema does', () => {
    const { stripe: _stripe, ...payments } = configuration.payments;
    const value = { ...configuration, payments };
    expect(outcome(configurationCheck, value)).toEqual({ ok: true, data: configurationSchema.parse(value) });
  });
});
