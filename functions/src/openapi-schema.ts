/**
 * JSON Schema (draft 2020-12, as OpenAPI 3.1 uses it) from the yup schemas the handlers validate
 * bodies with, read through yup's own `describe()`: so the document states the bounds the API
 * enforces, not a copy of them. A yup test this file does not know fails the generation (and the
 * unit test), so a new rule cannot go undocumented unnoticed.
 */
import type { AnyObjectSchema, SchemaDescription, SchemaFieldDescription } from 'yup';
import { TIME_WINDOWS } from '@meramot/domain/booking-time';
import { CATEGORY_IDS } from '@meramot/domain/categories';
import { DISTRICT_IDS } from '@meramot/domain/districts';
import { BLANK_CODE_POINT_RANGES, ISO_DATE_PATTERN } from '@meramot/domain/formats';

export type JsonSchema = Record<string, unknown>;

export type Properties = Record<string, JsonSchema>;

/**
 * An object with exactly these properties, every one required unless said (the wire types have
 * no optional field otherwise): an answer carrying a field the document does not name fails the
 * API suite's check (harness/openapi-answers.ts) and Schemathesis.
 */
export function record(properties: Properties, optional: string[] = []): JsonSchema {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((key) => !optional.includes(key)),
    additionalProperties: false,
  };
}

/** A reference to one of the document's components (openapi-components.ts). */
export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

const u = (codePoint: number) => `\\u${codePoint.toString(16).padStart(4, '0').toUpperCase()}`;

/** The domain's own named tests (schemas.ts: test('category', …)), as the values they allow. */
const NAMED_TESTS: Record<string, JsonSchema> = {
  category: { enum: [...CATEGORY_IDS] },
  district: { enum: [...DISTRICT_IDS] },
  'time-window': { enum: [...TIME_WINDOWS] },
  'iso-date': { pattern: ISO_DATE_PATTERN.source },
  // A name shows something: one character outside BLANK_CODE_POINT_RANGES (its BMP part: a
  // JSON Schema pattern has no \u{…}).
  visible: {
    pattern: `[^${BLANK_CODE_POINT_RANGES.filter(([from]) => from <= 0xffff)
      .map(([from, to]) => (from === to ? u(from) : `${u(from)}-${u(to)}`))
      .join('')}]`,
  },
  // No lone surrogate: what I-JSON (RFC 7493) asks of every string already.
  'well-formed': {},
};

/** Tests that change nothing a JSON value may be: trim() casts before the bounds are checked. */
const SHAPELESS_TESTS = new Set(['trim', 'exact', 'required', 'defined']);

interface Test {
  name?: string;
  params?: Record<string, unknown>;
}

const NUMBER_BOUNDS = [
  ['max', 'maximum'],
  ['min', 'minimum'],
  ['less', 'exclusiveMaximum'],
  ['more', 'exclusiveMinimum'],
] as const;

function boundsOf(type: string, tests: readonly Test[]): JsonSchema {
  const out: JsonSchema = {};
  const trimmed = tests.some((test) => test.name === 'trim');
  const required = tests.some((test) => test.name === 'required');
  for (const { name = '', params = {} } of tests) {
    if (SHAPELESS_TESTS.has(name)) continue;
    const named = NAMED_TESTS[name];
    if (named) {
      Object.assign(out, named);
    } else if (type === 'string' && (name === 'max' || name === 'min')) {
      out[name === 'max' ? 'maxLength' : 'minLength'] = params[name];
    } else if (type === 'number' && (name === 'max' || name === 'min')) {
      // max()/min() give {max}/{min}; lessThan()/moreThan() (positive()) give {less}/{more}.
      for (const [param, keyword] of NUMBER_BOUNDS) {
        if (params[param] !== undefined) out[keyword] = params[param];
      }
    } else if (type === 'number' && name === 'integer') {
      out.type = 'integer';
    } else if (type === 'string' && name === 'matches') {
      // Every pattern of ours takes excludeEmptyString (an empty value is required()'s to
      // refuse), which describe() does not show: '' matches unless required. A trimmed field is
      // matched after the trim, so blanks around the value are allowed.
      const source = (params.regex as RegExp).source.replace(/^\^/, '').replace(/\$$/, '');
      const blanks = trimmed ? '\\s*' : '';
      out.pattern = `^${blanks}(?:${source})${required ? '' : '?'}${blanks}$`;
    } else {
      throw new Error(`openapi-schema: no JSON Schema for the yup test '${name}' on a ${type}`);
    }
  }
  return out;
}

function isDescription(field: SchemaFieldDescription): field is SchemaDescription {
  return 'tests' in field && 'type' in field;
}

/** Whether a field's schema has the test `test`. */
const has = (description: SchemaDescription, test: string) =>
  description.tests.some(({ name }) => name === test);

function schemaOf(description: SchemaDescription): JsonSchema {
  const { type } = description;
  let out: JsonSchema;
  if (type === 'object' && 'fields' in description) {
    out = objectOf(description as SchemaDescription & { fields: Record<string, unknown> });
  } else if (type === 'string' || type === 'number') {
    out = { type, ...boundsOf(type, description.tests) };
    if (type === 'string' && has(description, 'required')) {
      out.minLength ??= 1;
      // Trimmed, a value of blanks alone is empty: required() refuses it.
      if (out.pattern === undefined && has(description, 'trim')) {
        out.pattern = '\\S';
      }
    }
  } else if (type === 'mixed') {
    out = {};
  } else {
    throw new Error(`openapi-schema: no JSON Schema for the yup type '${type}'`);
  }
  if (description.oneOf.length > 0) out.enum = description.oneOf;
  if (description.nullable && typeof out.type === 'string') out.type = [out.type, 'null'];
  return out;
}

function objectOf(description: SchemaDescription & { fields: Record<string, unknown> }) {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(description.fields as Record<string, never>)) {
    const fieldDescription = field as SchemaFieldDescription;
    if (!isDescription(fieldDescription)) {
      throw new Error(`openapi-schema: the field '${key}' is a reference or lazy schema`);
    }
    properties[key] = schemaOf(fieldDescription);
    if (!fieldDescription.optional) required.push(key);
  }
  return {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    // validateBody refuses unknown keys in every body (validate.ts: checkShape), exact() or not.
    additionalProperties: false,
  };
}

/** The JSON Schema of a body `validateBody(schema, …)` accepts. */
export function jsonSchemaOf(schema: AnyObjectSchema): JsonSchema {
  return schemaOf(schema.describe());
}

/**
 * A body's schema with some properties narrowed: rules the handler checks after the yup schema
 * (a review's stars, a bill's lines), stated from the same domain constants the checks use.
 */
export function narrowed(schema: JsonSchema, properties: Record<string, JsonSchema>): JsonSchema {
  const current = schema.properties as Record<string, JsonSchema>;
  const merged = { ...current };
  for (const [key, extra] of Object.entries(properties)) {
    if (!(key in current)) throw new Error(`openapi-schema: no property '${key}' to narrow`);
    merged[key] = { ...current[key], ...extra };
  }
  return { ...schema, properties: merged };
}
