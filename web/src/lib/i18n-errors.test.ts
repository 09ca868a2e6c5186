/**
 * Every refusal the domain or the API can give has words in both catalogues and an HTTP status,
 * and the English the screens show is the English the API answers (functions/src/refusals.ts
 * reads en.json with its own formatter), value for value.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { FORM_FIELDS, REFUSAL_CODES } from '@meramot/domain/refusal';
import type { RefusalParams } from '@meramot/domain/refusal';
import { REFUSAL_STATUS, englishOf, englishTemplateOf } from '../../../functions/src/refusals';
import english from '../locales/en.json';
import bangla from '../locales/bn.json';
import { activateLanguage } from './i18n';
import { refusalKey, translateRefusal } from './i18n-errors';

const texts = (catalogue: Record<string, string>, key: string) => catalogue[key]?.trim() ?? '';

/** Values for every `{name}` of the API's English, as the domain would give them. */
function sampleParams(template: string): RefusalParams {
  const params: RefusalParams = {};
  for (const [, name] of template.matchAll(/\{(\w+)\}/g)) {
    if (name === undefined) continue;
    if (name === 'field') params[name] = 'serviceName';
    else if (name === 'status') params[name] = 'Completed';
    else if (name.endsWith('Taka')) params[name] = 10_000_000;
    else if (['max', 'min', 'days', 'line'].includes(name)) params[name] = 365;
    else params[name] = `<${name}>`;
  }
  return params;
}

describe('the refusal codes', () => {
  afterEach(() => activateLanguage('en'));

  it('each have an English and a Bangla text', () => {
    const missing = REFUSAL_CODES.flatMap((code) =>
      [
        ['en', english],
        ['bn', bangla],
      ].flatMap(([language, catalogue]) =>
        texts(catalogue as Record<string, string>, refusalKey(code)) === ''
          ? [`${language as string}: ${code}`]
          : [],
      ),
    );
    expect(missing).toEqual([]);
  });

  it('each have the HTTP status the API answers them with', () => {
    expect(REFUSAL_CODES.filter((code) => REFUSAL_STATUS[code] === undefined)).toEqual([]);
    expect(Object.keys(REFUSAL_STATUS).sort()).toEqual([...REFUSAL_CODES].sort());
  });

  it('name every form field in both languages', () => {
    for (const field of FORM_FIELDS) {
      expect(texts(english, `field.${field}`), field).not.toBe('');
      expect(texts(bangla, `field.${field}`), field).not.toBe('');
    }
  });

  it("read in English exactly as the API answers them, docs/product.md's words", async () => {
    await activateLanguage('en');
    for (const code of REFUSAL_CODES) {
      const refusal = { code, params: sampleParams(englishTemplateOf(code)) };
      expect(translateRefusal(refusal), code).toBe(englishOf(refusal));
    }
  });

  it('read in Bangla with every value in place', async () => {
    await activateLanguage('bn');
    for (const code of REFUSAL_CODES) {
      const shown = translateRefusal({ code, params: sampleParams(englishTemplateOf(code)) });
      expect(shown, code).not.toMatch(/[{}]\w+[{}]|refusal\./);
      expect(shown, code).not.toBe(englishOf({ code }));
    }
  });
});
