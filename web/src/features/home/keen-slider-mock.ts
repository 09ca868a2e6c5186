/**
 * A stand-in for keen-slider/react in jsdom (which has no layout): the slider ref and an
 * instance whose moves the tests can see.
 */
import { vi } from 'vitest';

export const slider = {
  next: vi.fn(),
  prev: vi.fn(),
  container: document.createElement('div'),
};

export const useKeenSlider = vi.fn(() => [() => undefined, { current: slider }]);
