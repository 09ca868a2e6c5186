/**
 * The domain's messages (yup schemas, booking checks) are English, letter for letter SPEC.md's,
 * because the API answers with them. The screens show them in the reader's language: each
 * message is matched against the English catalogue's `validation.*` entries, whose
 * placeholders ({label}, {max}) match any text, and shown through the same key in the active
 * language; a placeholder's value is translated too when it is a `field.*` name.
 */
import englishCatalogue from '../locales/en.json';
import { translate } from './i18n';
import type { MessageKey, MessageValues } from './i18n';

interface Pattern {
  key: MessageKey;
  names: string[];
  regex: RegExp;
}

const entries = Object.entries(englishCatalogue) as [MessageKey, string][];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patterns: Pattern[] = entries
  .filter(([key]) => key.startsWith('validation.'))
  .map(([key, message]) => {
    const names: string[] = [];
    const source = message
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (name === undefined) return escape(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { key, names, regex: new RegExp(`^${source}$`) };
  });

const fieldKeys = new Map(
  entries.filter(([key]) => key.startsWith('field.')).map(([key, text]) => [text, key]),
);

function placeholderValue(value: string): string | number {
  if (/^\d+$/.test(value)) return Number(value);
  const field = fieldKeys.get(value);
  return field ? translate(field) : value;
}

/** The message in the active language; one the catalogue does not know stays as it is. */
export function translateError(message: string): string {
  for (const { key, names, regex } of patterns) {
    const match = regex.exec(message);
    if (!match) continue;
    const values: MessageValues = {};
    names.forEach((name, index) => {
      values[name] = placeholderValue(match[index + 1] ?? '');
    });
    return translate(key, values);
  }
  return message;
}
