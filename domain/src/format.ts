import { CURRENCY_SYMBOL, FIELD_LIMITS } from './constants';

/** Price followed by the taka sign, as the cards and tables show it: "1500৳". */
export function formatTaka(amount: number): string {
  const shown = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return `${shown}${CURRENCY_SYMBOL}`;
}

/** The first `length` characters followed by '...', as SPEC.md §2 previews descriptions. */
export function previewText(text: string, length: number): string {
  const characters = Array.from(text);
  return `${characters.slice(0, length).join('')}...`;
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
