import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Reveal } from './Reveal';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

const observers: {
  callback: Callback;
  options?: IntersectionObserverInit;
  disconnect: () => void;
}[] = [];

function stubMatchMedia(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
}

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      disconnect = vi.fn();
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, options, disconnect: this.disconnect });
      }
      observe() {}
    },
  );
  vi.stubGlobal('innerHeight', 800);
});

afterEach(() => vi.unstubAllGlobals());

const box = () => screen.getByText('content').parentElement as HTMLElement;

describe('Reveal', () => {
  it('keeps content hidden until it is 200 px inside the viewport, then shows it once', () => {
    stubMatchMedia(false);
    render(
      <Reveal>
        <p>content</p>
      </Reveal>,
    );
    expect(box()).toHaveAttribute('data-revealed', 'false');
    expect(getComputedStyle(box()).opacity).toBe('0');
    expect(observers).toHaveLength(1);
    expect(observers[0]?.options?.rootMargin).toBe('0px 0px -200px 0px');

    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(box()).toHaveAttribute('data-revealed', 'false');
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(box()).toHaveAttribute('data-revealed', 'true');
    expect(getComputedStyle(box()).opacity).toBe('1');
    expect(observers[0]?.disconnect).toHaveBeenCalled();
    // Once only: no new observer after it was shown.
    expect(observers).toHaveLength(1);
  });

  it('shows content at once, without animating, when reduced motion is asked for', () => {
    stubMatchMedia(true);
    render(
      <Reveal>
        <p>content</p>
      </Reveal>,
    );
    expect(box()).toHaveAttribute('data-revealed', 'true');
    expect(getComputedStyle(box()).transition).toBe('none');
    expect(observers).toHaveLength(0);
  });
});
