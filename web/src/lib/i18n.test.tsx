import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERTS, EMPTY_STATES, TOAST_MESSAGES } from '@meramot/domain/messages';
import { refusal } from '@meramot/domain/refusal';
import { registerSchema, tooLong } from '@meramot/domain/schemas';
import english from '../locales/en.json';
import bangla from '../locales/bn.json';
import {
  LANGUAGE_STORAGE_KEY,
  activateLanguage,
  chooseLanguage,
  dhakaDateTimeFormat,
  localDigits,
  preferredLanguage,
  translate,
  useI18n,
} from './i18n';
import { refusalText, translateRefusal } from './i18n-errors';

const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

describe('the catalogues', () => {
  it('have exactly the same keys, none of them empty', () => {
    expect(Object.keys(bangla).sort()).toEqual(Object.keys(english).sort());
    for (const catalogue of [english, bangla]) {
      for (const [key, message] of Object.entries(catalogue)) {
        expect(message.trim(), key).not.toBe('');
      }
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, message] of Object.entries(english)) {
      expect(placeholders(bangla[key as keyof typeof bangla]), key).toEqual(placeholders(message));
    }
  });

  it("keep the domain's English messages letter for letter", () => {
    const expected: Record<string, string> = {};
    for (const [name, text] of Object.entries(TOAST_MESSAGES)) expected[`toast.${name}`] = text;
    for (const [name, text] of Object.entries(EMPTY_STATES)) expected[`empty.${name}`] = text;
    for (const [name, { title, text }] of Object.entries(ALERTS)) {
      expected[`alert.${name}.title`] = title;
      expected[`alert.${name}.text`] = text;
    }
    expect(english).toMatchObject(expected);
  });
});

describe('the language', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("defaults to the browser's language: Bangla for bn*, English otherwise", () => {
    vi.stubGlobal('navigator', { language: 'bn-BD' });
    expect(preferredLanguage()).toBe('bn');
    vi.stubGlobal('navigator', { language: 'en-US' });
    expect(preferredLanguage()).toBe('en');
  });

  it('is remembered under `lang`, which wins over the browser', async () => {
    vi.stubGlobal('navigator', { language: 'en-US' });
    await chooseLanguage('bn');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('bn');
    expect(preferredLanguage()).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
    await chooseLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('ends on the last choice when a slower catalogue arrives after it', async () => {
    const bangla = activateLanguage('bn');
    await activateLanguage('en');
    await bangla;
    expect(translate('language.switch')).toBe('Language');
    expect(document.documentElement.lang).toBe('en');
  });
});

function Price({ amount }: { amount: number }) {
  const { formatPrice, formatNumber, t } = useI18n();
  return (
    <p>
      {t('language.switch')} {formatPrice(amount)} {formatNumber(amount)}
    </p>
  );
}

describe('useI18n', () => {
  it('formats prices and numbers through Intl and re-renders when the language changes', async () => {
    render(<Price amount={150000} />);
    expect(screen.getByText('Language ৳150,000 150,000')).toBeInTheDocument();
    await act(() => activateLanguage('bn'));
    expect(screen.getByText('ভাষা ৳১,৫০,০০০ ১,৫০,০০০')).toBeInTheDocument();
  });
});

describe('translateRefusal', () => {
  it("says a refusal in docs/product.md's English, its field named", async () => {
    await activateLanguage('en');
    expect(translateRefusal(refusal('passwordRule'))).toBe(
      'Password must be at least 6 characters long, include one uppercase letter, one lowercase letter, and one number',
    );
    expect(translateRefusal(tooLong('name', 100))).toBe('Name must be at most 100 characters');
  });

  it("translates a schema's refusal, its field and its number into Bangla", async () => {
    await activateLanguage('bn');
    const error: unknown = await registerSchema
      .validateAt('password', { password: '' })
      .catch((failure: Error) => failure.message);
    expect(refusalText(error)).toBe('পাসওয়ার্ড দিতে হবে');
    expect(translateRefusal(tooLong('serviceName', 100))).toBe(
      'সার্ভিসের নাম সর্বোচ্চ ১০০টি অক্ষরের হতে পারে',
    );
  });

  it('shows an amount as a price and a status as the badges name it, in the language', async () => {
    await activateLanguage('bn');
    expect(translateRefusal(refusal('priceChanged', { priceTaka: 1500 }))).toBe(
      'এই সার্ভিসের দাম বদলে ৳১,৫০০ হয়েছে: নতুন দাম দেখে আবার বুক করুন',
    );
    expect(translateRefusal(refusal('statusFinal', { status: 'Completed' }))).toBe(
      'বুকিংটি সম্পন্ন: এর অবস্থা আর বদলানো যায় না',
    );
  });
});

describe('Dhaka times and local digits', () => {
  it('names each Dhaka hour’s part of the day in Bangla, and am or pm in English', async () => {
    const at = (hour: number, minute = 5) => Date.UTC(2026, 10, 24, hour - 6, minute);
    const english = dhakaDateTimeFormat('en', translate);
    expect([0, 5, 9, 12, 16, 19, 22].map((hour) => english(at(hour)))).toEqual([
      '24 Nov, 12:05 am',
      '24 Nov, 5:05 am',
      '24 Nov, 9:05 am',
      '24 Nov, 12:05 pm',
      '24 Nov, 4:05 pm',
      '24 Nov, 7:05 pm',
      '24 Nov, 10:05 pm',
    ]);
    await activateLanguage('bn');
    try {
      const bangla = dhakaDateTimeFormat('bn', translate);
      expect([0, 5, 9, 12, 16, 19, 22].map((hour) => bangla(at(hour)))).toEqual([
        '২৪ নভে, রাত ১২:০৫',
        '২৪ নভে, ভোর ৫:০৫',
        '২৪ নভে, সকাল ৯:০৫',
        '২৪ নভে, দুপুর ১২:০৫',
        '২৪ নভে, বিকেল ৪:০৫',
        '২৪ নভে, সন্ধ্যা ৭:০৫',
        '২৪ নভে, রাত ১০:০৫',
      ]);
    } finally {
      await activateLanguage('en');
    }
  });

  it('writes a fixed number’s digits in the language', () => {
    expect(localDigits('+880 1700-000001', 'bn')).toBe('+৮৮০ ১৭০০-০০০০০১');
    expect(localDigits('+880 1700-000001', 'en')).toBe('+880 1700-000001');
  });
});
