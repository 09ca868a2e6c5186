import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ALERTS,
  EMPTY_STATES,
  TOAST_MESSAGES,
  VALIDATION_MESSAGES,
} from '@meramot/domain/messages';
import { registerSchema, tooLongMessage } from '@meramot/domain/schemas';
import english from '../locales/en.json';
import bangla from '../locales/bn.json';
import {
  LANGUAGE_STORAGE_KEY,
  activateLanguage,
  chooseLanguage,
  preferredLanguage,
  translate,
  useI18n,
} from './i18n';
import { translateError } from './i18n-errors';

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
    for (const [name, text] of Object.entries(VALIDATION_MESSAGES)) {
      expected[`validation.${name}`] = text;
    }
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

describe('translateError', () => {
  it('shows the English message as it is in English', () => {
    expect(translateError(VALIDATION_MESSAGES.passwordRule)).toBe(VALIDATION_MESSAGES.passwordRule);
    expect(translateError(tooLongMessage('Name', 100))).toBe('Name must be at most 100 characters');
  });

  it("translates a schema's message, its field and its number into Bangla", async () => {
    await activateLanguage('bn');
    const error = await registerSchema
      .validateAt('password', { password: '' })
      .catch((failure: Error) => failure.message);
    expect(translateError(String(error))).toBe('পাসওয়ার্ড দিতে হবে');
    expect(translateError(tooLongMessage('Service name', 100))).toBe(
      'সার্ভিসের নাম সর্বোচ্চ ১০০টি অক্ষরের হতে পারে',
    );
  });

  it('leaves a message the catalogue does not know as it is', async () => {
    await activateLanguage('bn');
    expect(translateError('Something new')).toBe('Something new');
  });
});
