/**
 * A refusal (domain/src/refusal.ts) in the reader's language: its code is the catalogues' key
 * `refusal.<code>`, and its values are shown as the domain's conventions say (a `field` by its
 * name in the language, a `…Taka` amount as a price, a `status` as the badges name it). The
 * domain, the API and the forms all refuse this way, so no message is ever read back from English.
 */
import { isBookingStatus, providerStatusOf } from '@meramot/domain/booking-status';
import { formatTaka } from '@meramot/domain/format';
import { isRefusal } from '@meramot/domain/refusal';
import type { Refusal, RefusalCode } from '@meramot/domain/refusal';
import { LANGUAGES, NUMBER_LOCALES, i18n, translate } from './i18n';
import type { Language, MessageKey, MessageValues } from './i18n';

export const refusalKey = (code: RefusalCode) => `refusal.${code}` as MessageKey;

function shown(name: string, value: string | number, language: Language): string | number {
  if (name === 'field') return translate(`field.${value}` as MessageKey);
  if (name.endsWith('Taka') && typeof value === 'number') {
    return formatTaka(value, NUMBER_LOCALES[language]);
  }
  if (name === 'status' && isBookingStatus(value)) {
    return translate(`bookingStatus.${providerStatusOf(value)}` as MessageKey);
  }
  return value;
}

/** The refusal in the active language. */
export function translateRefusal({ code, params = {} }: Refusal): string {
  const language = (LANGUAGES as readonly string[]).includes(i18n.locale)
    ? (i18n.locale as Language)
    : 'en';
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(params)) values[name] = shown(name, value, language);
  return translate(refusalKey(code), values);
}

/** A form's error as shown: a refusal translated; any other text (none is expected) as it is. */
export function refusalText(message: unknown): string {
  return isRefusal(message) ? translateRefusal(message) : String(message);
}
