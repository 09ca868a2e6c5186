/**
 * Validation of request bodies against the domain's yup schemas, strictly: the shape first
 * (a JSON object, no unknown keys, JSON types as declared, since yup would quietly turn 5 into
 * "5"), then the schema's own rules and messages. The first problem becomes a 400.
 */
import { ValidationError } from 'yup';
import type { AnyObjectSchema, InferType, Schema } from 'yup';
import { isWellFormedText } from '@meramot/domain/formats';
import { isRefusal, refusal } from '@meramot/domain/refusal';
import { refused } from './http';

const at = (path: string, key: string) => (path ? `${path}.${key}` : key);

function checkShape(schema: AnyObjectSchema, value: unknown, path: string): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw refused(refusal('paramNotJsonObject', { name: path || 'Request body' }));
  }
  const fields = schema.fields as Record<string, Schema>;
  const record = value as Record<string, unknown>;
  const unknown = Object.keys(record).filter((key) => !Object.hasOwn(fields, key));
  if (unknown.length > 0) {
    const properties = unknown.map((key) => at(path, key)).join(', ');
    throw refused(refusal('unknownField', { properties }));
  }
  for (const [key, field] of Object.entries(fields)) {
    const item = record[key];
    if (item === undefined || (item === null && field.spec.nullable)) continue;
    switch (field.type) {
      case 'object':
        checkShape(field as AnyObjectSchema, item, at(path, key));
        break;
      case 'string':
        if (typeof item !== 'string') {
          throw refused(refusal('paramNotString', { name: at(path, key) }));
        }
        // JSON can carry "\ud800" alone; Firestore stores UTF-8, which cannot.
        if (!isWellFormedText(item)) {
          throw refused(refusal('textNotWellFormed', { name: at(path, key) }));
        }
        break;
      case 'number':
        // JSON has no NaN, but 1e400 parses to Infinity.
        if (typeof item !== 'number' || !Number.isFinite(item)) {
          throw refused(refusal('paramNotNumber', { name: at(path, key) }));
        }
        break;
      default:
        break;
    }
  }
}

/** The body as the schema casts it (strings trimmed), or a 400 naming the field and the rule. */
export function validateBody<S extends AnyObjectSchema>(schema: S, body: unknown): InferType<S> {
  checkShape(schema, body, '');
  try {
    return schema.validateSync(body, { abortEarly: false }) as InferType<S>;
  } catch (error) {
    if (error instanceof ValidationError) {
      // The schemas refuse with a Refusal; yup's own default words (none expected) still 400.
      const first: unknown = error.errors[0];
      throw refused(
        isRefusal(first) ? first : refusal('invalidBody', { detail: String(first ?? '') }),
      );
    }
    throw error;
  }
}
