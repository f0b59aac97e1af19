/**
 * Generated bad bodies (fast-check) for a JSON route, from the schema its OpenAPI document gives
 * and a valid example body: wrong types, missing required fields, unknown fields, strings too long
 * or too short, numbers out of range or not integers, values outside an enumeration, arrays too
 * short or too long, nested junk, invalid JSON, a wrong content type, a body over the size limit.
 *
 * Each body says whether the schema refuses it (`invalid`: the answer must be a 4xx) or allows it
 * (`allowed`: an edge value — huge numbers, NUL or bidi characters, long unbounded strings — the
 * route may accept, but must never answer with a 5xx). Only violations the document itself states
 * are called `invalid`, so a route stricter than its document passes, and one laxer than its
 * document fails.
 */
import fc from 'fast-check';
import { resolve, type JsonSchema, type OpenApiDocument } from './openapi';

export type Verdict = 'invalid' | 'allowed';

export interface BadBody {
  /** What was changed, for the failure message (`items[0].quantity: above the maximum`). */
  label: string;
  text: string;
  contentType: string | null;
  verdict: Verdict;
}

interface Mutant {
  label: string;
  value: unknown;
}

/** Mutants of one kind, all refused by the schema or all allowed by it (known without generating). */
interface Gen {
  verdict: Verdict;
  arb: fc.Arbitrary<Mutant>;
}

const gen = (verdict: Verdict, label: string | ((value: never) => string), arb: fc.Arbitrary<unknown>): Gen => ({
  verdict,
  arb: arb.map((value) => ({ label: typeof label === 'string' ? label : label(value as never), value })),
});

/** `gens` with their mutants relabelled and rewrapped (a field of an object, an item of an array). */
const within = (gens: Gen[], wrap: (m: Mutant) => Mutant): Gen[] =>
  gens.map(({ verdict, arb }) => ({ verdict, arb: arb.map(wrap) }));

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'array' | 'object';

/** The JSON body limit of the API (`JSON_BODY_LIMIT`, 1 MB): larger bodies answer 413. */
const OVERSIZE = 1024 * 1024 + 1024;
/** How deep nested junk goes. */
const MAX_NESTING = 300;

/** Raw number tokens JSON.stringify cannot write (`1e400` parses as Infinity, `-0`), swapped in after. */
const RAW = '\u0000raw:';
const raw = (token: string) => `${RAW}${token}`;

/** The JSON text of `value`, with the raw number tokens written as is. */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0000raw:([^"]*)"/g, '$1');
}

function typeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

/** The JSON types a schema admits, or null when it does not say (then no "wrong type" is generated). */
function allowedTypes(doc: OpenApiDocument, input: JsonSchema): Set<JsonType> | null {
  const schema = resolve(doc, input);
  if (schema.anyOf || schema.oneOf) {
    const all = new Set<JsonType>();
    for (const member of schema.anyOf ?? schema.oneOf ?? []) {
      const types = allowedTypes(doc, member);
      if (!types) return null;
      for (const type of types) all.add(type);
    }
    return all;
  }
  if (schema.allOf) return null;
  if (schema.type) return new Set((Array.isArray(schema.type) ? schema.type : [schema.type]) as JsonType[]);
  if (schema.enum) return new Set(schema.enum.map(typeOf));
  if (schema.const !== undefined) return new Set([typeOf(schema.const)]);
  if (schema.properties) return new Set(['object']);
  return null;
}

const admits = (types: Set<JsonType>, type: JsonType) => types.has(type) || (type === 'integer' && types.has('number'));

/** Non-blank ASCII text of `length` characters: `trim()` cannot bring it back within the bounds. */
const asciiText = (length: number) =>
  fc
    .string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'), minLength: 1, maxLength: 8 })
    .map((seed) => seed.repeat(Math.ceil(length / seed.length)).slice(0, length));

const junkJson = fc.jsonValue({ maxDepth: 2 });

/** Values of a type the schema does not admit. */
function wrongTypes(types: Set<JsonType>): Gen[] {
  const out: Gen[] = [];
  const add = (type: JsonType, arb: fc.Arbitrary<unknown>) => {
    if (!admits(types, type)) out.push(gen('invalid', `${type === 'integer' ? 'an' : 'a'} ${type} instead`, arb));
  };
  add('string', fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('', '0', 'true', 'null', '[]')));
  add('integer', fc.oneof(fc.integer(), fc.constantFrom(0, -1, 1)));
  if (!types.has('number'))
    add(
      'number',
      fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
    );
  add('boolean', fc.boolean());
  add('null', fc.constant(null));
  add('array', fc.array(junkJson, { maxLength: 3 }));
  add('object', fc.dictionary(fc.string({ maxLength: 8 }), junkJson, { maxKeys: 3 }));
  // Nested junk: deep arrays or objects where neither is expected.
  const depth = fc.integer({ min: 2, max: MAX_NESTING });
  if (!types.has('array'))
    out.push(
      gen(
        'invalid',
        'nested arrays',
        depth.map((n) => nest(n, (inner) => [inner])),
      ),
    );
  if (!types.has('object'))
    out.push(
      gen(
        'invalid',
        'nested objects',
        depth.map((n) => nest(n, (inner) => ({ a: inner }))),
      ),
    );
  return out;
}

function nest(depth: number, wrap: (inner: unknown) => unknown): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
}

/** Edge strings no document rule refuses (`room`: the most characters allowed). */
const EDGE_STRINGS = [
  'a\u0000b',
  '\u202Egnp.exe',
  '\uD800',
  'Ünïcödé 🍲',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  ' espacé ',
];

function stringMutants(schema: JsonSchema): Gen[] {
  const out: Gen[] = [];
  const min = schema.minLength ?? 0;
  if (min >= 1) out.push(gen('invalid', 'empty string', fc.constant('')));
  if (min > 1) out.push(gen('invalid', 'too short', asciiText(min - 1)));
  if (schema.maxLength !== undefined) {
    const max = schema.maxLength;
    const length = fc.oneof(fc.integer({ min: max + 1, max: max + 50 }), fc.constant(max + 100_000));
    out.push(gen('invalid', (v: string) => `${v.length} characters (at most ${max})`, length.chain(asciiText)));
  }
  if (schema.enum) {
    const values = new Set(schema.enum);
    const others = fc
      .oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...schema.enum.map((v) => `${String(v).toUpperCase()}!`)))
      .filter((v) => !values.has(v));
    out.push(gen('invalid', (v: string) => `${JSON.stringify(v)}: not an allowed value`, others));
  }
  const badFormats: Record<string, string[]> = {
    email: ['pas-un-email', 'a@', '@b.fr', 'a b@c.fr'],
    uuid: ['pas-un-uuid', '1234', 'g'.repeat(36)],
    uri: ['pas une url', 'http//x', '://'],
  };
  const formatCases = schema.format ? badFormats[schema.format] : undefined;
  if (formatCases)
    out.push(
      gen(
        'invalid',
        (v: string) => `${JSON.stringify(v)}: not a valid ${schema.format}`,
        fc.constantFrom(...formatCases),
      ),
    );
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const miss = (v: string) => v.trim().length > 0 && !pattern.test(v) && !pattern.test(v.trim());
    // Letters only: a pattern of digits, signs or spaces never matches them, and they never trim away.
    const candidates = fc.string({ unit: fc.constantFrom(...'abcxyzé#'), minLength: 1, maxLength: 12 }).filter(miss);
    out.push(gen('invalid', (v: string) => `${JSON.stringify(v)}: not matching ${schema.pattern}`, candidates));
  }
  if (!schema.enum && !schema.pattern && !schema.format) {
    // Edges the document allows: what the route does with them is its choice, a 5xx is not.
    const room = schema.maxLength ?? Infinity;
    const edges = EDGE_STRINGS.filter((v) => v.length <= room && v.trim().length >= min);
    if (edges.length > 0)
      out.push(gen('allowed', (v: string) => `edge string ${JSON.stringify(v)}`, fc.constantFrom(...edges)));
    if (schema.maxLength === undefined)
      out.push(gen('allowed', 'a long string (no maximum documented)', asciiText(60_000)));
  }
  return out;
}

function numberMutants(schema: JsonSchema, integer: boolean): Gen[] {
  const out: Gen[] = [];
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
  const gap = fc.integer({ min: 1, max: 1_000_000 });
  const value = (v: unknown) => String(v).replace(RAW, '');
  if (minimum !== undefined)
    out.push(
      gen(
        'invalid',
        (v: number) => `${v} (at least ${minimum})`,
        fc.oneof(
          gap.map((d) => minimum - d),
          fc.constant(-1e308),
        ),
      ),
    );
  if (maximum !== undefined)
    out.push(
      gen(
        'invalid',
        (v: number) => `${v} (at most ${maximum})`,
        fc.oneof(
          gap.map((d) => maximum + d),
          fc.constant(1e308),
        ),
      ),
    );
  if (exclusiveMinimum !== undefined)
    out.push(gen('invalid', 'at the exclusive minimum', fc.constant(exclusiveMinimum)));
  if (exclusiveMaximum !== undefined)
    out.push(gen('invalid', 'at the exclusive maximum', fc.constant(exclusiveMaximum)));
  if (schema.enum) {
    const values = new Set(schema.enum);
    const others = fc.integer({ min: -1000, max: 1000 }).filter((n) => !values.has(n));
    out.push(gen('invalid', (v: number) => `${v}: not an allowed value`, others));
  }
  if (integer) {
    const low = Math.trunc(minimum ?? exclusiveMinimum ?? 0);
    out.push(
      gen(
        'invalid',
        (v: number) => `${v}: not an integer`,
        fc.integer({ min: 0, max: 3 }).map((d) => low + d + 0.5),
      ),
    );
  }
  // Edges the document allows (`1e400` reads as Infinity, `-0` as 0).
  if (maximum === undefined && exclusiveMaximum === undefined && !schema.enum)
    out.push(
      gen(
        'allowed',
        (v: unknown) => `huge ${value(v)}`,
        fc.constantFrom(1e308, Number.MAX_SAFE_INTEGER + 2, raw('1e400')),
      ),
    );
  if (minimum === undefined && exclusiveMinimum === undefined && !schema.enum)
    out.push(
      gen('allowed', (v: unknown) => `negative ${value(v)}`, fc.constantFrom(-1, -1e308, raw('-0'), raw('-1e400'))),
    );
  return out;
}

function arrayMutants(doc: OpenApiDocument, schema: JsonSchema, base: unknown, depth: number): Gen[] {
  const out: Gen[] = [];
  const items = Array.isArray(base) ? base : [];
  if ((schema.minItems ?? 0) >= 1)
    out.push(gen('invalid', 'too few items', fc.constant(items.slice(0, schema.minItems! - 1))));
  if (schema.maxItems !== undefined && items.length > 0) {
    const max = schema.maxItems;
    const many = fc
      .integer({ min: max + 1, max: max + 20 })
      .map((n) => Array.from({ length: n }, (_, i) => items[i % items.length]));
    out.push(gen('invalid', (v: unknown[]) => `${v.length} items (at most ${max})`, many));
  }
  if (schema.items && items.length > 0) {
    const first = valueMutants(doc, schema.items, items[0], depth + 1);
    out.push(...within(first, (m) => ({ label: `[0] ${m.label}`, value: [m.value, ...items.slice(1)] })));
  }
  return out;
}

/** Mutants of an object (the body, or a nested one): each changes one thing of `base`. */
function objectMutants(doc: OpenApiDocument, schema: JsonSchema, base: unknown, depth: number): Gen[] {
  const out: Gen[] = [];
  const object = (base && typeof base === 'object' && !Array.isArray(base) ? base : {}) as Record<string, unknown>;
  const properties = schema.properties ?? {};
  for (const key of schema.required ?? []) {
    if (!(key in object)) continue;
    const { [key]: _dropped, ...rest } = object;
    out.push(gen('invalid', `« ${key} » missing (required)`, fc.constant(rest)));
  }
  if (schema.additionalProperties === false) {
    const key = fc
      .oneof(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.constantFrom('__proto__', 'constructor', 'is_admin', 'role', 'id'),
      )
      .filter((k) => !(k in properties));
    const extra = fc
      .tuple(key, junkJson)
      .map(([k, v]) => ({ label: `unknown field ${JSON.stringify(k)}`, value: { ...object, [k]: v } }));
    out.push({ verdict: 'invalid', arb: extra });
  }
  for (const [key, sub] of Object.entries(properties)) {
    const present = key in object;
    // An absent field is only added with a value the schema refuses: an allowed one could make
    // the body invalid by a rule the document cannot state (fields that go together).
    const gens = valueMutants(doc, sub, object[key], depth + 1).filter((g) => present || g.verdict === 'invalid');
    out.push(...within(gens, (m) => ({ label: `« ${key} » ${m.label}`, value: { ...object, [key]: m.value } })));
  }
  return out;
}

/** Every mutant of one value of schema `input` (`base`: its valid value, when known). */
function valueMutants(doc: OpenApiDocument, input: JsonSchema, base: unknown, depth = 0): Gen[] {
  if (depth > 4) return [];
  const schema = resolve(doc, input);
  const types = allowedTypes(doc, schema);
  if (!types) return [];
  const out = wrongTypes(types);
  // Unions (nullable fields): the constraints of the non-null member.
  const member = (schema.anyOf ?? schema.oneOf)?.map((m) => resolve(doc, m)).find((m) => m.type !== 'null') ?? schema;
  if (types.has('string')) out.push(...stringMutants(member));
  if (types.has('number') || types.has('integer')) out.push(...numberMutants(member, !types.has('number')));
  if (types.has('array')) out.push(...arrayMutants(doc, member, base, depth));
  if (types.has('object')) out.push(...objectMutants(doc, member, base, depth));
  return out;
}

/** Texts that are not JSON at all, derived from the valid body's text. */
function invalidJson(text: string): fc.Arbitrary<string> {
  const isInvalid = (candidate: string) => {
    try {
      JSON.parse(candidate);
      return false;
    } catch {
      return true;
    }
  };
  return fc
    .oneof(
      fc.integer({ min: 1, max: Math.max(1, text.length - 1) }).map((end) => text.slice(0, end)),
      fc.constant(text.replace(/}$/, ',}')),
      fc.constant(text.replace(/"/g, "'")),
      fc
        .constantFrom('NaN', 'Infinity', '-Infinity', 'undefined')
        .map((token) =>
          /:-?\d/.test(text) ? text.replace(/:-?\d+(\.\d+)?/, `:${token}`) : text.replace(/^\{/, `{"n":${token},`),
        ),
      fc
        .tuple(fc.nat(text.length), fc.constantFrom('{', '}', '[', ']', ':', ',', '"', '\\', '\u0000'))
        .map(([at, char]) => text.slice(0, at) + char + text.slice(at)),
      fc.constantFrom('{', '[', '{"a":', 'nul', '{}}', '<xml/>', 'a=1&b=2'),
    )
    .filter((candidate) => candidate.length > 0 && isInvalid(candidate));
}

/**
 * The bad bodies of a JSON route: `schema` its documented body, `base` a valid body, `required`
 * whether the body is (without one, no body is a valid request).
 */
export function badBodies(
  doc: OpenApiDocument,
  schema: JsonSchema,
  base: unknown,
  required: boolean,
): fc.Arbitrary<BadBody> {
  const text = toJsonText(base);
  const json =
    (verdict: Verdict) =>
    (m: Mutant): BadBody => ({
      label: m.label,
      text: toJsonText(m.value),
      contentType: 'application/json',
      verdict,
    });
  const gens = valueMutants(doc, schema, base);
  const bodies = gens.map(({ verdict, arb }) => arb.map(json(verdict)));
  const rootTypes = allowedTypes(doc, schema) ?? new Set<JsonType>(['object']);
  const notObjects = [null, [], [base], 'texte', 42, true].filter((value) => !admits(rootTypes, typeOf(value)));
  return fc.oneof(
    { weight: 12, arbitrary: fc.oneof(...bodies) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...notObjects).map((value) => ({
        label: `a body that is ${JSON.stringify(value)?.slice(0, 20)}`,
        text: toJsonText(value),
        contentType: 'application/json',
        verdict: 'invalid' as const,
      })),
    },
    {
      weight: 1,
      arbitrary: invalidJson(text).map((bad) => ({
        label: `invalid JSON ${JSON.stringify(bad.slice(0, 40))}`,
        text: bad,
        contentType: 'application/json',
        verdict: 'invalid' as const,
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          null,
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'multipart/form-data; boundary=x',
        )
        .map((contentType) => ({
          label: `content type ${contentType ?? '(none)'}`,
          text,
          contentType,
          // Without a required body, a request whose body is not JSON is a request without one.
          verdict: required ? ('invalid' as const) : ('allowed' as const),
        })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        label: 'a body over the size limit',
        text: `{"padding":"${'a'.repeat(OVERSIZE)}"}`,
        contentType: 'application/json',
        verdict: 'invalid' as const,
      }),
    },
  );
}
