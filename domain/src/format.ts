import { CURRENCY_SYMBOL, FIELD_LIMITS } from './constants';

/**
 * A price as the cards and tables show it, through Intl in the reader's locale: "৳1,500" in
 * en-BD, "৳১,৫০০" in bn-BD (Bangla digits). The API's messages use the English default.
 */
export function formatTaka(amount: number, locale = 'en-BD'): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  const shown = new Intl.NumberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
  return `${CURRENCY_SYMBOL}${shown}`;
}

/**
 * The first `length` characters followed by one '...', as docs/product.md §2 previews descriptions: a cut
 * inside a word moves back to the last space (a single long word is cut as it is), and the
 * punctuation and spaces the cut leaves at the end are dropped, so "cooking." never reads
 * "cooking....".
 */
export function previewText(text: string, length: number): string {
  const characters = Array.from(text);
  const kept = characters.slice(0, length).join('');
  const cutInsideWord =
    characters.length > length &&
    !/\s/u.test(characters[length] ?? '') &&
    !/\s/u.test(characters[length - 1] ?? '');
  const lastSpace = cutInsideWord ? kept.search(/\s\S*$/u) : -1;
  const shown = (lastSpace > 0 ? kept.slice(0, lastSpace) : kept).replace(/[\s.,;:!?…।]+$/u, '');
  return `${shown}...`;
}

/**
 * The name stored for a person on a service or booking: their display name, else their email,
 * cut to the length the rules allow.
 */
export function personNameOf(displayName: string | null | undefined, email: string): string {
  return Array.from(displayName?.trim() || email)
    .slice(0, FIELD_LIMITS.personName)
    .join('');
}

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/**
 * Text typed with a Bangla keyboard's digits (০–৯) read as the Latin digits they are, so every
 * number field takes "৫০০" as it takes "500"; other characters stay as typed.
 */
export function latinDigits(typed: string): string {
  return typed.replace(/[০-৯]/gu, (digit) => String(BANGLA_DIGITS.indexOf(digit)));
}
