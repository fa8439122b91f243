import { writeFileSync } from 'node:fs';
import { permissionKeys } from '@connect/domain/reference/enumerations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntegrationKey, demo, signIn, type SignedIn } from '../test/auth-helpers';
import { buildInvoice } from '../test/builders/billing';
import { buildCustomerUser, companyIdOf } from '../test/builders/identity';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue #15 item 4: no input reaches a 500. Every operation of /api/openapi.json gets malformed requests built
 * from its own schema — wrong types, NUL and control characters, 100k-character strings, huge and negative
 * numbers, deep JSON, bad JSON, the wrong content type, grid filters with wrongly typed values — sent by a caller
 * its access level admits, on the run's database (embedded and PostgreSQL). Deterministic: one seeded random
 * source (FUZZ_SEED), a bounded number of cases per operation.
 */

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Parameter = { in: 'query' | 'path' | 'header'; name: string; required?: boolean; schema: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Case = {
  label: string;
  path?: Record<string, string>;
  query?: Record<string, string | string[]>;
  headers?: Record<string, string>;
  /** A raw payload with its content type; otherwise `body` is sent as JSON. */
  raw?: { contentType: string; payload: string | Buffer };
  body?: unknown;
};

const seed = Number(process.env.FUZZ_SEED ?? 15_04_2026);
const casesPerOperation = 36;

/** mulberry32: a small seeded random source, so a failing run can be repeated with its seed. */
function randomSource(start: number) {
  let state = start >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    sample: <T>(list: readonly T[], n: number): T[] => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, n);
    },
  };
}

const long = 'x'.repeat(100_000);
const nul = 'a\u0000b';
/** Malformed strings: NUL, control and odd Unicode characters, very long, injection-shaped. */
const badStrings = [
  nul,
  '\u0000',
  `${'\u0000'.repeat(3)}%`,
  '\u0001\u0007\u0008\u001b[31m\u007f',
  '\r\n\t\v\f',
  '\ud800',
  '\ufeff\u200b\u202e',
  long,
  "' or 1=1 --",
  '%_\\',
  '../../etc/passwd',
  '=HYPERLINK("http://x","y")',
  '🚢'.repeat(50),
  '',
  ' ',
];
/** Malformed numbers as they would arrive in JSON. */
const badNumbers = [-1, 0, 1.5, 1e308, -1e308, 2 ** 53 + 1, -(2 ** 63), Number.MAX_SAFE_INTEGER];
/** Malformed numbers as they would arrive in a URL. */
const badNumberTexts = ['-1', '0', '1.5', '1e308', '-1e308', '99999999999999999999999', 'NaN', 'Infinity', '0x10', ''];

function resolver(spec: OpenApi) {
  return (schema: JsonSchema | undefined): JsonSchema => {
    let current = schema ?? {};
    for (let i = 0; current.$ref && i < 10; i += 1) {
      const name = current.$ref.split('/').pop() ?? '';
      current = spec.components?.schemas?.[name] ?? {};
    }
    return current;
  };
}

const typeOf = (schema: JsonSchema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  return undefined;
};

/** A plausible value for a schema: defaults, enums, formats; the base each case breaks in one place. */
function plausible(resolve: (s: JsonSchema | undefined) => JsonSchema, given: JsonSchema, depth = 0): unknown {
  const schema = resolve(given);
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length)
    return plausible(resolve, variants.find((v) => resolve(v).type !== 'null') ?? variants[0]!, depth);
  if (schema.allOf?.length) return plausible(resolve, schema.allOf[0]!, depth);
  switch (typeOf(schema)) {
    case 'string':
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date') return '2026-01-31';
      if (schema.format === 'date-time') return '2026-01-31T10:00:00.000Z';
      return 'A'.repeat(Math.max(schema.minLength ?? 3, 3)).slice(0, schema.maxLength ?? 3);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array': {
      if (depth > 4) return [];
      const item = Array.isArray(schema.items) ? schema.items[0] : schema.items;
      if (schema.prefixItems) return schema.prefixItems.map((s) => plausible(resolve, s, depth + 1));
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => plausible(resolve, item ?? {}, depth + 1));
    }
    case 'object': {
      if (depth > 4) return {};
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) out[key] = plausible(resolve, prop, depth + 1);
      return out;
    }
    default:
      return 'A';
  }
}

/** Malformed JSON values for one slot of a body: the wrong types for its schema, and the bad strings and numbers. */
function badJsonValues(schema: JsonSchema): unknown[] {
  const type = typeOf(schema);
  const wrongTypes: unknown[] =
    type === 'string'
      ? [12345, true, {}, ['a'], null]
      : type === 'integer' || type === 'number'
        ? ['12', 'abc', true, {}, null]
        : type === 'boolean'
          ? ['maybe', 'true', 2, null]
          : type === 'array'
            ? ['a', {}, [null], [{ a: nul }], null]
            : type === 'object'
              ? ['a', [], null, { unknownField: 1 }]
              : [null, {}];
  return [...wrongTypes, ...badStrings, ...badNumbers];
}

/** Every slot (a dotted path to a value) of a plausible body, down to a few levels. */
function slotsOf(
  resolve: (s: JsonSchema | undefined) => JsonSchema,
  given: JsonSchema,
  prefix: string[] = [],
): { path: string[]; schema: JsonSchema }[] {
  const schema = resolve(given);
  const here = prefix.length > 0 ? [{ path: prefix, schema }] : [];
  if (prefix.length >= 4) return here;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    const first = variants.find((v) => resolve(v).type !== 'null');
    return first ? [...here, ...slotsOf(resolve, first, prefix).filter((s) => s.path.length > prefix.length)] : here;
  }
  if (typeOf(schema) === 'object') {
    return [
      ...here,
      ...Object.entries(schema.properties ?? {}).flatMap(([key, prop]) => slotsOf(resolve, prop, [...prefix, key])),
    ];
  }
  if (typeOf(schema) === 'array') {
    const item = Array.isArray(schema.items) ? schema.items[0] : schema.items;
    return [...here, ...(item ? slotsOf(resolve, item, [...prefix, '0']) : [])];
  }
  return here;
}

function withValueAt(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    const nextNode = node[key];
    if (typeof nextNode !== 'object' || nextNode === null) return copy;
    node = nextNode as Record<string, unknown>;
  }
  node[path.at(-1) ?? ''] = value;
  return copy;
}

/** The fields of a list's items (its 200 answer's `items`), to filter on with wrongly typed values. */
function itemFieldsOf(resolve: (s: JsonSchema | undefined) => JsonSchema, op: Operation): [string, JsonSchema][] {
  const answer = resolve(op.responses?.['200']?.content?.['application/json']?.schema);
  const items = resolve(answer.properties?.items);
  const item = resolve(Array.isArray(items.items) ? items.items[0] : items.items);
  return Object.entries(item.properties ?? {});
}

/** Grid filters of every operator with values of the wrong type for the field, and NUL in text. */
function badFilters(fields: [string, JsonSchema][]): string[] {
  const filters: unknown[][] = [];
  for (const [field, schema] of fields) {
    const type = typeOf(schema);
    const wrong = type === 'string' ? 12 : 'not-a-value';
    filters.push(
      [{ field, operator: 'equals', value: wrong }],
      [{ field, operator: 'equals', value: nul }],
      [{ field, operator: 'contains', value: nul }],
      [{ field, operator: 'gte', value: 'abc' }],
      [{ field, operator: 'lte', value: 1e308 }],
      [{ field, operator: 'between', value: ['x', 'y'] }],
      [{ field, operator: 'in', value: ['x', 1, nul] }],
      [{ field, operator: 'equals', value: 'true' }],
      [{ field, operator: 'equals', value: -99999999999 }],
    );
  }
  return [
    ...filters.map((f) => JSON.stringify(f)),
    '[{"field":"x"',
    '{"field":"a"}',
    JSON.stringify([{ field: `a${'\u0000'}`, operator: 'equals', value: 1 }]),
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
  ];
}

/** Path values that name real rows (harvested before the run), so a case can get past the row's lookup. */
const knownPathValues: Record<string, string> = { gridKey: 'fuzz-grid', token: 'A'.repeat(43) };

/** Every malformed request of one operation (before sampling). */
function casesOf(resolve: (s: JsonSchema | undefined) => JsonSchema, method: Method, op: Operation): Case[] {
  const params = op.parameters ?? [];
  const basePath = Object.fromEntries(
    params
      .filter((p) => p.in === 'path')
      .map((p) => [p.name, knownPathValues[p.name] ?? String(plausible(resolve, p.schema))]),
  );
  const baseQuery = Object.fromEntries(
    params
      .filter((p) => p.in === 'query' && p.required)
      .map((p) => [p.name, String(plausible(resolve, p.schema))] as const),
  );
  const baseHeaders = Object.fromEntries(
    params.filter((p) => p.in === 'header').map((p) => [p.name, 'fuzz-key-0001-0002-0003']),
  );
  const cases: Case[] = [];
  for (const p of params) {
    const type = typeOf(resolve(p.schema));
    const texts = [
      ...badStrings,
      ...(type === 'integer' || type === 'number' || type === 'boolean' ? badNumberTexts : []),
      ...(type === 'boolean' ? ['maybe', 'TRUE', '2'] : []),
    ];
    for (const text of texts) {
      if (p.in === 'path') cases.push({ label: `path ${p.name}=${text.slice(0, 20)}`, path: { [p.name]: text } });
      if (p.in === 'query') cases.push({ label: `query ${p.name}=${text.slice(0, 20)}`, query: { [p.name]: text } });
      // Header values are printable ASCII on the wire (Node refuses the rest before any route runs).
      if (p.in === 'header' && [...text].every((c) => c >= ' ' && c <= '~') && text.length < 8000)
        cases.push({ label: `header ${p.name}=${text.slice(0, 20)}`, headers: { [p.name]: text } });
    }
    if (p.in === 'query') cases.push({ label: `query ${p.name} twice`, query: { [p.name]: ['1', 'a'] } });
  }
  if (params.some((p) => p.in === 'query' && p.name === 'filter'))
    for (const filter of badFilters(itemFieldsOf(resolve, op)))
      cases.push({ label: `filter ${filter.slice(0, 80)}`, query: { filter } });
  cases.push({ label: 'unknown query field', query: { ['unknown\u0000']: nul } });

  const content = op.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  if (jsonSchema) {
    const base = plausible(resolve, jsonSchema);
    for (const slot of slotsOf(resolve, jsonSchema))
      for (const value of badJsonValues(slot.schema))
        cases.push({
          label: `body ${slot.path.join('.')}=${JSON.stringify(value)?.slice(0, 30)}`,
          body: withValueAt(base, slot.path, value),
        });
    for (const body of [null, [], 'text', 42, { ...(base as object), unknownField: nul }])
      cases.push({ label: `body ${JSON.stringify(body).slice(0, 40)}`, body });
  }
  if (method !== 'GET') {
    const deep = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
    const deepArray = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const raws: Case['raw'][] = [
      { contentType: 'application/json', payload: '{"a":' },
      { contentType: 'application/json', payload: '' },
      { contentType: 'application/json', payload: deep },
      { contentType: 'application/json', payload: deepArray },
      { contentType: 'application/json', payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}' },
      { contentType: 'application/json', payload: `"${long}"` },
      { contentType: 'application/json; charset=latin1', payload: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]) },
      { contentType: 'text/plain', payload: nul },
      { contentType: 'application/xml', payload: '<a>1</a>' },
      { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00' },
      { contentType: 'text/csv', payload: `name,city\r\n${nul},"x\r\n` },
      { contentType: 'application/octet-stream', payload: Buffer.from([0, 1, 2, 255]) },
      { contentType: 'application/json', payload: Buffer.alloc(2 * 1024 * 1024, 0x20) },
    ];
    for (const raw of raws) cases.push({ label: `raw ${raw?.contentType} ${String(raw?.payload).slice(0, 20)}`, raw });
  }
  return cases.map((c) => ({
    ...c,
    path: { ...basePath, ...c.path },
    query: { ...baseQuery, ...c.query },
    headers: { ...baseHeaders, ...c.headers },
  }));
}

/** Percent-encodes a text; a lone surrogate (no UTF-8 form) becomes the bytes of an invalid UTF-8 sequence. */
const encode = (text: string) =>
  text
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

function urlOf(template: string, path: Record<string, string>, query: Record<string, string | string[]>): string {
  const filled = template.replace(/\{([^}]+)\}/g, (_m, name: string) => encode(path[name] ?? 'x'));
  const pairs = Object.entries(query).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((v) => `${encode(name)}=${encode(v)}`),
  );
  return pairs.length > 0 ? `${filled}?${pairs.join('&')}` : filled;
}

let t: TestApp;
const callers: Record<string, { headers: Record<string, string>; refresh: () => Promise<Record<string, string>> }> = {};

async function signedIn(email: string, password: string | undefined, ip: string) {
  const first: SignedIn = await signIn(t.app, email, password, ip);
  return { headers: first.headers, refresh: async () => (await signIn(t.app, email, password, ip)).headers };
}

beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '1000000', TRACKING_RATE_LIMIT_MAX: '1000000' },
  });
  const [admin, employee] = await Promise.all([
    signedIn(demo.admin, undefined, '10.9.0.1'),
    signedIn(demo.employee, undefined, '10.9.0.2'),
  ]);
  // A customer of its own, so an operation that changes the session or the user harms no other caller.
  const user = await buildCustomerUser(t.database.db, {
    companyCode: 'LSCOMP',
    permissions: [...permissionKeys],
  });
  const customer = await signedIn(user.email, user.password, '10.9.0.3');
  callers.admin = admin;
  callers.staff = employee;
  callers.signedIn = customer;

  // An integration key (made by the admin), and a guest session from a real pay link.
  const apiKey = await createIntegrationKey(t.app, admin, 'fuzz');
  callers.integration = { headers: { 'x-api-key': apiKey }, refresh: async () => ({ 'x-api-key': apiKey }) };
  const invoice = await buildInvoice(t.database.db, { companyId: await companyIdOf(t.database.db, 'LSCOMP') });
  const notified = await t.app.inject({
    method: 'POST',
    url: `/api/invoices/${invoice.id}/notify`,
    headers: employee.headers,
  });
  expect(notified.statusCode, notified.body).toBe(200);
  const outbox = (
    await t.app.inject({ method: 'GET', url: '/api/admin/mail-outbox?pageSize=200', headers: admin.headers })
  ).json() as { items: { subject: string; text: string }[] };
  const mail = outbox.items.find((m) => m.subject.includes(invoice.invoiceNumber));
  const link = new URL(/https?:\/\/\S+guest-mode-payment\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://x/');
  const guestSession = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/guest/session',
      payload: Object.fromEntries(link.searchParams),
    });
    expect(res.statusCode, res.body).toBe(200);
    return { 'x-req-key': (res.json() as { guestToken: string }).guestToken };
  };
  const guestHeaders = await guestSession();
  callers.guest = { headers: guestHeaders, refresh: guestSession };
  callers.public = { headers: {}, refresh: async () => ({}) };

  // Real rows for path parameters. Users and keys are ones built for the run: a case may disable or revoke them.
  const firstItem = async (url: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    const items = (res.json() as { items?: Record<string, unknown>[] }).items ?? [];
    return items[0] ?? {};
  };
  const shipment = await firstItem('/api/shipments?pageSize=1', customer.headers);
  const address = await firstItem('/api/addressbook/addresses?pageSize=1', customer.headers);
  const booking = await firstItem('/api/bookings?pageSize=1', customer.headers);
  const template = await firstItem('/api/bookings?view=templates&pageSize=1', customer.headers);
  const spare = await buildCustomerUser(t.database.db, { companyCode: 'LSCOMP', permissions: ['shipment'] });
  const spareKey = await t.app.inject({
    method: 'POST',
    url: '/api/admin/integration-keys',
    headers: admin.headers,
    payload: { name: 'fuzz spare' },
  });
  const found: Record<string, unknown> = {
    shipmentId: shipment.id,
    houseBill: shipment.document_no,
    addressId: address.addressId,
    bookingId: booking.bookingId ?? booking.id,
    templateId: template.bookingId ?? template.id,
    invoiceId: invoice.id,
    userId: spare.id,
    ConnectId: spare.id,
    impersonateUserId: spare.id,
    keyId: (spareKey.json() as { id?: string }).id,
  };
  for (const [name, value] of Object.entries(found)) if (typeof value === 'string') knownPathValues[name] = value;
}, 120_000);
afterAll(async () => t.close());

describe('malformed input never answers 5xx', () => {
  it('fuzzes every operation of /api/openapi.json', async () => {
    const started = Date.now();
    const specAnswer = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(specAnswer.statusCode).toBe(200);
    const spec = specAnswer.json() as OpenApi;
    const resolve = resolver(spec);
    const accessOf = new Map(t.app.routeTable().map((r) => [`${r.method} ${r.url}`, r.access]));
    const random = randomSource(seed);
    const failures: string[] = [];
    let operations = 0;
    let requests = 0;
    const statuses: Record<string, number> = {};

    for (const [template, methods] of Object.entries(spec.paths)) {
      for (const [lower, op] of Object.entries(methods)) {
        const method = lower.toUpperCase() as Method;
        const route = template.replace(/\{([^}]+)\}/g, ':$1');
        const access = accessOf.get(`${method} ${route}`) ?? 'public';
        const caller = callers[access] ?? callers.public!;
        operations += 1;
        const all = casesOf(resolve, method, op);
        // The NUL cases always run; the rest is a seeded sample.
        const mustRun = all.filter((c) => c.label.includes('\u0000') || c.label.startsWith('raw'));
        const others = all.filter((c) => !mustRun.includes(c));
        const chosen = [...mustRun, ...random.sample(others, Math.max(casesPerOperation - mustRun.length, 12))];
        for (const c of chosen) {
          const send = (headers: Record<string, string>) =>
            t.app.inject({
              method,
              url: urlOf(template, c.path ?? {}, c.query ?? {}),
              headers: {
                ...headers,
                ...c.headers,
                ...(c.raw ? { 'content-type': c.raw.contentType } : {}),
                ...(!c.raw && c.body !== undefined ? { 'content-type': 'application/json' } : {}),
              },
              remoteAddress: `10.8.${operations % 250}.${(requests % 250) + 1}`,
              ...(c.raw ? { payload: c.raw.payload } : c.body !== undefined ? { payload: JSON.stringify(c.body) } : {}),
            });
          requests += 1;
          let res;
          try {
            res = await send(caller.headers);
            if (res.statusCode === 401 && access !== 'public') {
              // An operation may end its caller's session (sign-out, password change): sign in again.
              caller.headers = await caller.refresh();
              res = await send(caller.headers);
            }
          } catch (error) {
            failures.push(`${method} ${template} [${c.label}] threw ${String(error)}`);
            continue;
          }
          const family = `${Math.floor(res.statusCode / 100)}xx`;
          statuses[family] = (statuses[family] ?? 0) + 1;
          if (res.statusCode >= 500)
            failures.push(`${method} ${template} [${c.label}] answered ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    const seconds = (Date.now() - started) / 1000;
    console.info(
      `fuzz: ${operations} operations, ${requests} requests, ${seconds.toFixed(1)} s (seed ${seed})`,
      JSON.stringify(statuses),
      JSON.stringify(knownPathValues),
    );
    if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, failures.join('\n'));
    expect(operations).toBeGreaterThanOrEqual(90);
    expect(failures).toEqual([]);
  }, 300_000);
});
