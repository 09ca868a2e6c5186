/**
 * The interface's language (Lingui): English, bundled, and Bangla, loaded by dynamic import only
 * when chosen. The choice is kept in localStorage under `lang`; without one the browser's
 * language decides (bn* → Bangla). `<html lang>` follows it. Messages live in one catalogue per
 * language (web/src/locales/en.json, bn.json, the same keys), compiled at build time by
 * lib/i18n-catalogue-plugin.ts.
 *
 * The language is one store for the whole page (Lingui's i18n instance), which useI18n reads with
 * useSyncExternalStore: no provider to mount, so every screen and test renders English until the
 * language changes.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { setupI18n } from '@lingui/core';
import { DHAKA_UTC_OFFSET_HOURS } from '@meramot/domain/booking-time';
import { formatTaka } from '@meramot/domain/format';
import type englishCatalogue from '../locales/en.json';
import { messages as englishMessages } from '../locales/en.json?lingui';

export type Language = 'en' | 'bn';
export const LANGUAGES: readonly Language[] = ['en', 'bn'];
/** Every message id: the keys of the English catalogue (the Bangla one has the same). */
export type MessageKey = keyof typeof englishCatalogue;
export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

export const LANGUAGE_STORAGE_KEY = 'lang';

/** The locale Intl formats numbers and prices with: ৳1,500 in English, ৳১,৫০০ in Bangla. */
export const NUMBER_LOCALES: Record<Language, string> = { en: 'en-BD', bn: 'bn-BD' };
/**
 * The locale of dates: en-BD writes them month first ("Nov 24, 2026"), so English keeps en-GB's
 * day-month order ("24 Nov 2026"), as Bangladesh writes dates; Bangla reads "২৪ নভে, ২০২৬".
 */
export const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' };

const catalogueLoaders: Record<Exclude<Language, 'en'>, () => Promise<{ messages: object }>> = {
  bn: () => import('../locales/bn.json?lingui'),
};

export const i18n = setupI18n({ locale: 'en', messages: { en: englishMessages } });
const loaded = new Set<Language>(['en']);

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** The stored choice, else the browser's language: Bangla for bn*, English otherwise. */
export function preferredLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage blocked (private mode, a sandboxed frame): fall back to the browser's language.
  }
  return navigator.language.toLowerCase().startsWith('bn') ? 'bn' : 'en';
}

// A later request wins: choosing Bangla then English quickly never ends in Bangla.
let latestRequest = 0;

/** Loads the language's catalogue if needed and switches the interface and `<html lang>`. */
export async function activateLanguage(language: Language): Promise<void> {
  const request = ++latestRequest;
  if (!loaded.has(language) && language !== 'en') {
    const { messages } = await catalogueLoaders[language]();
    i18n.load(language, messages as typeof englishMessages);
    loaded.add(language);
  }
  if (request !== latestRequest) return;
  document.documentElement.lang = language;
  i18n.activate(language, [NUMBER_LOCALES[language]]);
}

/** The switch's action: remembers the choice, then activates it. */
export function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered; the switch still works for this visit.
  }
  return activateLanguage(language);
}

/** main.tsx awaits this before the first render, so a Bangla reader never sees English flash. */
export function startLanguage(): Promise<void> {
  return activateLanguage(preferredLanguage());
}

/** Translates outside React (a toast raised in a callback): the language active right now. */
export const translate: Translate = (key, values) => i18n._(key, values);

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : 'en');

/** Bangladesh's zone: every time the site shows is Dhaka's, whatever the device's zone. */
export const DHAKA_TIME_ZONE = 'Asia/Dhaka';

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Digits written in the language: "+880 1700" stays in English, "+৮৮০ ১৭০০" in Bangla. */
export function localDigits(text: string, language: Language): string {
  return language === 'bn'
    ? text.replace(/[0-9]/g, (digit) => BANGLA_DIGITS[Number(digit)] ?? digit)
    : text;
}

/**
 * The part of the day a Dhaka hour falls in, as Bangla names it (রাত, ভোর, সকাল, দুপুর, বিকেল,
 * সন্ধ্যা); English's catalogue says am or pm for each.
 */
export function dayPartOf(hour: number): MessageKey {
  if (hour < 4) return 'time.dayPart.lateNight';
  if (hour < 6) return 'time.dayPart.dawn';
  if (hour < 12) return 'time.dayPart.morning';
  if (hour < 15) return 'time.dayPart.noon';
  if (hour < 18) return 'time.dayPart.afternoon';
  if (hour < 20) return 'time.dayPart.evening';
  return 'time.dayPart.night';
}

/**
 * An instant as a Dhaka day and time in the language: "24 Nov, 4:05 pm", "২৪ নভে, বিকেল ৪:০৫".
 * Intl's own Bangla says a Latin "AM"/"PM", so the day-part comes from the catalogue.
 */
export function dhakaDateTimeFormat(
  language: Language,
  t: Translate,
): (instantMs: number) => string {
  const day = new Intl.DateTimeFormat(DATE_LOCALES[language], {
    day: 'numeric',
    month: 'short',
    timeZone: DHAKA_TIME_ZONE,
  });
  const clock = new Intl.DateTimeFormat(NUMBER_LOCALES[language], {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    timeZone: DHAKA_TIME_ZONE,
  });
  return (instantMs) => {
    const parts = clock.formatToParts(instantMs);
    const hour = parts.find((part) => part.type === 'hour')?.value ?? '';
    const minute = parts.find((part) => part.type === 'minute')?.value ?? '';
    const dhakaHour = new Date(instantMs + DHAKA_UTC_OFFSET_HOURS * 3_600_000).getUTCHours();
    const time = t('time.clock', { clock: `${hour}:${minute}`, dayPart: t(dayPartOf(dhakaHour)) });
    return t('time.dateTime', { date: day.format(instantMs), time });
  };
}

export interface I18nTools {
  language: Language;
  t: Translate;
  formatNumber: (value: number) => string;
  /** "৳1,500" / "৳১,৫০০". */
  formatPrice: (amount: number) => string;
  /** The locale for Intl's date formats. */
  dateLocale: string;
  /** Digits of a fixed text (a phone number) in the language. */
  digits: (text: string) => string;
  /** An instant as a Dhaka day and time: "24 Nov, 4:05 pm", "২৪ নভে, বিকেল ৪:০৫". */
  formatDhakaDateTime: (instantMs: number) => string;
}

/** The current language and what the screens need of it; re-renders when the language changes. */
export function useI18n(): I18nTools {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(NUMBER_LOCALES[language]);
    // A new function per language, so a memoised child that takes t re-renders with it.
    const t: Translate = (key, values) => i18n._(key, values);
    return {
      language,
      t,
      formatNumber: (value) => numbers.format(value),
      formatPrice: (amount) => formatTaka(amount, NUMBER_LOCALES[language]),
      dateLocale: DATE_LOCALES[language],
      digits: (text) => localDigits(text, language),
      formatDhakaDateTime: dhakaDateTimeFormat(language, t),
    };
  }, [language]);
}
