import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { DEFAULT_THEME, THEMES, THEME_STORAGE_KEY } from '@meramot/domain/constants';
import type { Theme } from '@meramot/domain/constants';

interface ColorMode {
  mode: Theme;
  toggle: () => void;
}

const ColorModeContext = createContext<ColorMode | null>(null);

/** docs/product.md §4: the initial theme is read from local storage key `theme`, default light. */
export function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return (THEMES as readonly string[]).includes(stored ?? '') ? (stored as Theme) : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function buildTheme(mode: Theme) {
  return createTheme({
    palette: {
      mode,
      primary: { main: mode === 'light' ? '#0f766e' : '#5eead4' },
      secondary: { main: mode === 'light' ? '#b45309' : '#fbbf24' },
      // MUI's light warning (#ed6c02) and success (#2e7d32 is its dark one) on white: 3.1:1 and
      // 3.3:1 for the default ones; these reach WCAG AA (4.5:1) as text and under white text.
      ...(mode === 'light' && { warning: { main: '#b45309' }, success: { main: '#2e7d32' } }),
      background:
        mode === 'light'
          ? { default: '#f8fafc', paper: '#ffffff' }
          : { default: '#0b1220', paper: '#111a2e' },
    },
    shape: { borderRadius: 10 },
    typography: { fontFamily: 'system-ui, "Noto Sans Bengali", "Segoe UI", Roboto, sans-serif' },
    components: {
      // MUI removes the outline of its buttons; keyboard focus must stay visible on every control.
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: '3px solid #f59e0b', outlineOffset: 2 } },
        },
      },
      // A long unbroken word (a name typed without spaces) wraps instead of widening its box;
      // inside a card it may break anywhere, so it never pushes a price or a button out.
      MuiCard: { styleOverrides: { root: { overflowWrap: 'anywhere' } } },
      MuiCssBaseline: {
        styleOverrides: {
          body: { overflowWrap: 'break-word' },
          ':focus-visible': { outline: '3px solid #f59e0b', outlineOffset: 2 },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
            },
          },
        },
      },
    },
  });
}

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<Theme>(readStoredTheme);

  useEffect(() => {
    document.documentElement.setAttribute('data-theme', mode);
  }, [mode]);

  const toggle = useCallback(() => {
    setMode((current) => {
      const next: Theme = current === 'light' ? 'dark' : 'light';
      try {
        localStorage.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // Storage may be unavailable (private mode); the choice then lasts for this visit.
      }
      return next;
    });
  }, []);

  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  const theme = useMemo(() => buildTheme(mode), [mode]);

  return (
    <ColorModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}

export function useColorMode(): ColorMode {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode must be used inside ColorModeProvider');
  return value;
}
