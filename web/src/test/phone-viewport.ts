import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Renders the enclosing describe's screens as on a phone: every media query matches, so MUI's
 * breakpoints.down('sm') reports a phone.
 */
export function onAPhone(): void {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: true,
      media,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
  });
  afterEach(() => vi.unstubAllGlobals());
}
