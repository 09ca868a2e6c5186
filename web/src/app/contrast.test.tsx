import { act, render, screen } from '@testing-library/react';
import { enqueueSnackbar } from 'notistack';
import { describe, expect, it } from 'vitest';
import { decomposeColor, getContrastRatio } from '@mui/material/styles';
import { buildTheme } from './theme';
import { ToastProvider } from './Toasts';

/**
 * WCAG 2's contrast ratio of a text colour on a background (any CSS colour MUI reads); a
 * translucent text is first laid over the background, as the browser paints it.
 */
function contrast(text: string, background: string): number {
  const back = decomposeColor(background).values;
  const { values, type } = decomposeColor(text);
  const alpha = type.endsWith('a') ? (values[3] ?? 1) : 1;
  const blended = [0, 1, 2].map((i) => (values[i] ?? 0) * alpha + (back[i] ?? 0) * (1 - alpha));
  return getContrastRatio(`rgb(${blended.map(Math.round).join(', ')})`, background);
}

const AA = 4.5;

describe('contrast (WCAG AA, 4.5:1)', () => {
  it.each(['light', 'dark'] as const)(
    'the %s theme: a warning button (Dispute) and success text read on the page',
    (mode) => {
      const { palette } = buildTheme(mode);
      for (const tone of [palette.warning, palette.success]) {
        // Outlined: the colour on the paper; contained: its text on the colour.
        expect(contrast(tone.main, palette.background.paper)).toBeGreaterThanOrEqual(AA);
        expect(contrast(tone.contrastText, tone.main)).toBeGreaterThanOrEqual(AA);
      }
    },
  );

  it.each(['success', 'error', 'warning', 'info'] as const)(
    'a %s toast: its text on its background',
    async (variant) => {
      render(<ToastProvider>{null}</ToastProvider>);
      act(() => {
        enqueueSnackbar('Saved', { variant });
      });
      const toast = (await screen.findByText('Saved')).closest<HTMLElement>(
        '.notistack-MuiContent',
      );
      expect(toast).not.toBeNull();
      const style = getComputedStyle(toast as HTMLElement);
      expect(contrast(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(AA);
    },
  );
});
