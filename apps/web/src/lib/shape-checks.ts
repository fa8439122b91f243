/**
 * Hand checks of the few API answers and stored values the app reads before its first paint (decision 105): the
 * same rules as their contracts' zod schemas (the tests compare both on every field), without putting the schema
 * library into every page's first download. Like a zod object, a checked object keeps only its known keys.
 */

/** What `apiRequest` needs of a response schema: zod's schemas and these checks both have it. */
export type ParseCheck<T> = { parse: (value: unknown) => T };

/** A check reads a value at a path (for the error text) and answers it, or throws a ShapeError. */
export type Check<T> = (value: unknown, path: string) => T;

export class ShapeError extends Error {
  constructor(path: string, expected: string) {
    super(`${path || 'value'}: expected ${expected}`);
    this.name = 'ShapeError';
  }
}

function expect<T>(ok: boolean, value: T, path: string, expected: string): T {
  if (!ok) throw new ShapeError(path, expected);
  return value;
}

export const string: Check<string> = (value, path) =>
  expect(typeof value === 'string', value as string, path, 'string');

export const boolean: Check<boolean> = (value, path) =>
  expect(typeof value === 'boolean', value as boolean, path, 'boolean');

/** zod's `z.number().int()`: a safe integer. */
export const int: Check<number> = (value, path) =>
  expect(Number.isSafeInteger(value), value as number, path, 'integer');

/** zod's `z.string().uuid()` (RFC 9562 variants, and the nil and max UUIDs). */
const uuidPattern =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
export const uuid: Check<string> = (value, path) =>
  expect(uuidPattern.test(string(value, path)), value as string, path, 'UUID');

export function oneOf<const V extends string>(values: readonly V[]): Check<V> {
  return (value, path) => expect(values.includes(value as V), value as V, path, values.join(' | '));
}

export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value, path) => (value === null ? null : check(value, path));
}

export function optional<T>(check: Check<T>): Check<T | undefined> {
  return (value, path) => (value === undefined ? undefined : check(value, path));
}

export function array<T>(check: Check<T>): Check<T[]> {
  return (value, path) => {
    if (!Array.isArray(value)) throw new ShapeError(path, 'array');
    return value.map((item, index) => check(item, `${path}[${index}]`));
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An object with these keys; other keys are dropped, an optional key that is absent stays absent. */
export function object<T extends Record<string, unknown>>(shape: { [K in keyof T]: Check<T[K]> }): Check<T> {
  return (value, path) => {
    if (!isObject(value)) throw new ShapeError(path, 'object');
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      const checked = shape[key as keyof T](value[key], path ? `${path}.${key}` : key);
      if (checked !== undefined || key in value) result[key] = checked;
    }
    return result as T;
  };
}

/** An object whose values all pass a check (zod's `z.record(z.string(), …)`). */
export function record<T>(check: Check<T>): Check<Record<string, T>> {
  return (value, path) => {
    if (!isObject(value)) throw new ShapeError(path, 'object');
    const result: Record<string, T> = {};
    for (const [key, item] of Object.entries(value)) result[key] = check(item, path ? `${path}.${key}` : key);
    return result;
  };
}

/** A check as `apiRequest` and the storage readers take it. */
export function parser<T>(check: Check<T>, name: string): ParseCheck<T> {
  return { parse: (value) => check(value, name) };
}

/** Whatever the answer is (a 204's empty body): zod's `z.unknown()`. */
export const anyBody: ParseCheck<unknown> = { parse: (value) => value };
