import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { InvalidSchemaError, ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * How every route's answer is written (decision 106). A route's response schema is its zod schema, as before; the
 * answer's bytes come from a serializer compiled from that schema's JSON Schema (zod's own `z.toJSONSchema`, the
 * output side, as the OpenAPI document uses) by fast-json-stringify, which writes only the properties the schema
 * declares, so an unknown field of a handler's value never leaves, as with zod's parse.
 *
 * - **Checked** (development and test): every answer is also parsed by its zod schema; an answer that does not
 *   match is refused as before (a 500, `response did not match its schema`), and the compiled bytes must mean the
 *   same JSON as zod's output, or the answer is refused the same way. Every route test thereby proves the
 *   compiled serializer of the answers it sees.
 * - **Production**: the compiled serializer only; it does not check types or refinements (what zod refused in
 *   production was already a bug the tests catch). When it throws (a value it cannot write, a union no branch of
 *   which matches), the answer goes through zod's parse as before.
 * - A schema that JSON Schema cannot describe (a transform, a date, a custom type: `z.toJSONSchema` throws) or
 *   that fast-json-stringify cannot compile is written through zod's parse as before, in every environment.
 *
 * Compiled once per zod schema, on its first answer (not at start-up: most routes never answer in a test run),
 * and shared by every app in the process.
 */

type Writer = (data: unknown) => string;

/** The compiled writer of a zod schema; `null` when it has none (written through zod). */
const compiled = new WeakMap<z.ZodType, Writer | null>();

/** The schema's JSON Schema as fast-json-stringify reads it (draft 7, output side), or undefined. */
export function serializationJsonSchema(schema: z.ZodType): Record<string, unknown> | undefined {
  try {
    const json = z.toJSONSchema(schema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'throw',
      cycles: 'ref',
      reused: 'inline',
    }) as Record<string, unknown>;
    delete json.$schema;
    return nullableWithoutUnion(json) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

const combinators = ['anyOf', 'oneOf', 'allOf', '$ref', 'if', 'not', 'nullable'];

/**
 * `x.nullable()` comes out of zod as `anyOf: [x, { type: 'null' }]`, which fast-json-stringify resolves by running
 * an ajv validator on every value; when `x` is a plain schema the same meaning is `{ ...x, nullable: true }`,
 * which it writes with one `=== null` test.
 */
function nullableWithoutUnion(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableWithoutUnion);
  if (typeof node !== 'object' || node === null) return node;
  const walked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) walked[key] = nullableWithoutUnion(value);
  const { anyOf, ...rest } = walked;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return walked;
  const isNull = (branch: unknown) =>
    typeof branch === 'object' && branch !== null && Object.keys(branch).join() === 'type' && 'type' in branch
      ? branch.type === 'null'
      : false;
  const other: unknown = isNull(anyOf[1]) ? anyOf[0] : isNull(anyOf[0]) ? anyOf[1] : undefined;
  if (typeof other !== 'object' || other === null || Array.isArray(other)) return walked;
  const type = (other as { type?: unknown }).type;
  if (typeof type !== 'string' || type === 'null' || combinators.some((key) => key in other)) return walked;
  return { ...rest, ...other, nullable: true };
}

export function compiledWriter(schema: z.ZodType): Writer | null {
  const known = compiled.get(schema);
  if (known !== undefined) return known;
  let writer: Writer | null = null;
  const json = serializationJsonSchema(schema);
  if (json) {
    try {
      writer = fastJsonStringify(json) as Writer;
    } catch {
      writer = null;
    }
  }
  compiled.set(schema, writer);
  return writer;
}

function zodSchemaOf(maybeSchema: unknown): z.ZodType {
  if (maybeSchema instanceof z.ZodType) return maybeSchema;
  const properties = (maybeSchema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new InvalidSchemaError(JSON.stringify(maybeSchema));
}

/** The serializer compiler of the app: `checked` in development and test, compiled only in production. */
export function responseSerializerCompiler(options: { checked: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema: maybeSchema, method, url }) => {
    const schema = zodSchemaOf(maybeSchema);
    const parsed = (data: unknown): unknown => {
      const result = schema.safeParse(data);
      if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
      return result.data;
    };
    const throughZod = (data: unknown): string => JSON.stringify(parsed(data));
    if (options.checked) {
      return (data) => {
        const expected = parsed(data);
        const writer = compiledWriter(schema);
        if (!writer) return JSON.stringify(expected);
        let written: string;
        try {
          written = writer(data);
        } catch {
          // Production falls back to zod for such an answer; so does this check.
          return JSON.stringify(expected);
        }
        const sameJson = isDeepStrictEqual(JSON.parse(written), JSON.parse(JSON.stringify(expected)));
        if (!sameJson)
          throw new ResponseSerializationError(method, url, {
            cause: new z.ZodError([
              {
                code: 'custom',
                path: [],
                input: data,
                message: `the compiled serializer wrote ${written}; the zod schema ${JSON.stringify(expected)}`,
              },
            ]),
          });
        return written;
      };
    }
    return (data) => {
      const writer = compiledWriter(schema);
      if (!writer) return throughZod(data);
      try {
        return writer(data);
      } catch {
        return throughZod(data);
      }
    };
  };
}
