import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledWriter, responseSerializerCompiler, serializationJsonSchema } from './response-serializer';

/**
 * The app's response serializer (decision 106): the bytes come from a serializer compiled from the zod schema,
 * unknown fields stay out, and outside production every answer is also checked against zod.
 */

const line = z.object({ code: z.string(), amount: z.number(), note: z.string().nullable() });
const answer = z.object({
  id: z.string(),
  count: z.int(),
  lines: z.array(line),
  next: line.nullable(),
  status: z.enum(['OPEN', 'CLOSED']),
  extra: z.record(z.string(), z.number()).optional(),
});

function serializerFor(schema: z.ZodType, checked: boolean) {
  return responseSerializerCompiler({ checked })({ schema, method: 'GET', url: '/probe', httpStatus: '200' });
}

const value = {
  id: 'A1',
  count: 2,
  lines: [{ code: 'FRT', amount: 12.5, note: null, secret: 'row field' }],
  next: { code: 'MIN', amount: 1, note: 'x', passwordHash: 'h' },
  status: 'OPEN',
  extra: { a: 1 },
  internal: 'never sent',
};

describe('response serializer', () => {
  for (const checked of [true, false]) {
    it(`writes what zod's parse would, without unknown fields (${checked ? 'checked' : 'production'})`, () => {
      const written = serializerFor(answer, checked)(value);
      expect(JSON.parse(written)).toEqual(answer.parse(value));
      expect(written).not.toMatch(/secret|passwordHash|internal|row field|never sent/);
      expect(JSON.parse(serializerFor(answer, checked)({ ...value, next: null })).next).toBeNull();
    });
  }

  it('compiles plain nullable values without a union (no validator per value)', () => {
    const json = JSON.stringify(serializationJsonSchema(answer));
    expect(json).not.toContain('anyOf');
    expect(json).toContain('"nullable":true');
    expect(compiledWriter(answer)).not.toBeNull();
  });

  it('writes a schema JSON Schema cannot describe (a transform) through zod', () => {
    const shouted = z.object({ name: z.string().transform((name) => name.toUpperCase()) });
    expect(compiledWriter(shouted)).toBeNull();
    for (const checked of [true, false])
      expect(serializerFor(shouted, checked)({ name: 'dana', other: 1 })).toBe('{"name":"DANA"}');
  });

  it('refuses an answer that does not match its schema outside production', () => {
    const write = serializerFor(answer, true);
    for (const wrong of [
      { ...value, count: 2.5 },
      { ...value, status: 'LOST' },
      { ...value, lines: [{ code: 'FRT', amount: '12', note: null }] },
    ]) {
      let thrown: unknown;
      try {
        write(wrong);
      } catch (error) {
        thrown = error;
      }
      expect(thrown && isResponseSerializationError(thrown as Error)).toBe(true);
    }
  });

  it('falls back to zod in production when the compiled serializer cannot write the value', () => {
    const either = z.union([z.object({ kind: z.literal('a'), a: z.string() }), z.object({ kind: z.literal('b') })]);
    const write = serializerFor(either, false);
    expect(JSON.parse(write({ kind: 'a', a: 'x', hidden: 1 }))).toEqual({ kind: 'a', a: 'x' });
    let thrown: unknown;
    try {
      write({ kind: 'c' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown && isResponseSerializationError(thrown as Error)).toBe(true);
  });
});
