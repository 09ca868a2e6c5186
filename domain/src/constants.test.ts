import { describe, expect, it } from 'vitest';
import * as constants from './constants';
import { formatTaka, personNameOf, previewText } from './format';

describe('business constants of docs/product.md §9', () => {
  it('match the spec', () => {
    expect(constants.MIN_SERVICE_PRICE).toBe(50);
    expect(constants.CURRENCY_SYMBOL).toBe('৳');
    expect(constants.POPULAR_SERVICES_COUNT).toBe(6);
    expect(constants.CARD_DESCRIPTION_PREVIEW_LENGTH).toBe(80);
    expect(constants.TABLE_DESCRIPTION_PREVIEW_LENGTH).toBe(30);
    expect(constants.STICKY_NAVBAR_THRESHOLD_PX).toBe(50);
    expect(constants.TOAST_AUTO_HIDE_MS).toBe(5000);
    expect(constants.THEME_STORAGE_KEY).toBe('theme');
    expect(constants.DEFAULT_THEME).toBe('light');
    expect(constants.TESTIMONIAL_CAROUSEL.autoAdvanceMs).toBe(8000);
    expect(constants.GALLERY_IMAGE_COUNT).toBe(9);
    expect(constants.CLIENT_LOGO_COUNT).toBe(8);
  });
});

describe('formatting', () => {
  it('formats a price through Intl in the locale, English by default', () => {
    expect(formatTaka(1500)).toBe('৳1,500');
    expect(formatTaka(99.5)).toBe('৳99.50');
    expect(formatTaka(150000, 'bn-BD')).toBe('৳১,৫০,০০০');
  });

  it('previews the first N characters followed by ...', () => {
    const text = 'a'.repeat(100);
    expect(previewText(text, 80)).toBe(`${'a'.repeat(80)}...`);
    expect(previewText('short', 80)).toBe('short...');
    // Counts characters, not UTF-16 units, so Bangla and emoji are not cut in half.
    expect(previewText('রং মিস্ত্রি', 2)).toBe('রং...');
  });

  it('ends a preview with one ellipsis at a word boundary', () => {
    expect(previewText('Fresh paint for cooking.', 80)).toBe('Fresh paint for cooking...');
    expect(previewText('Kitchen pipes fixed, fast', 17)).toBe('Kitchen pipes...');
    expect(previewText('Kitchen pipes fixed, fast', 20)).toBe('Kitchen pipes fixed...');
    expect(previewText('Wiring. Lights', 8)).toBe('Wiring...');
    // One long word has no boundary to move back to, so it is cut where the length ends.
    expect(previewText('Supercalifragilistic', 5)).toBe('Super...');
    expect(previewText('রং মিস্ত্রি কাজ', 5)).toBe('রং...');
  });
});

describe('personNameOf', () => {
  it('prefers the display name, falls back to the email, and keeps within the rules', () => {
    expect(personNameOf('  Rahim Uddin ', 'rahim@meramot.test')).toBe('Rahim Uddin');
    expect(personNameOf(null, 'rahim@meramot.test')).toBe('rahim@meramot.test');
    expect(personNameOf('', `${'a'.repeat(200)}@x.test`)).toHaveLength(100);
  });
});
