import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenIdle } from './WhenIdle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('WhenIdle', () => {
  it('renders its children only once the browser reports itself idle', () => {
    let idle: () => void = () => undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 7;
    });
    const cancel = vi.fn();
    vi.stubGlobal('cancelIdleCallback', cancel);
    const { unmount } = render(
      <WhenIdle>
        <p>session sync</p>
      </WhenIdle>,
    );
    expect(screen.queryByText('session sync')).not.toBeInTheDocument();
    act(() => idle());
    expect(screen.getByText('session sync')).toBeInTheDocument();
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback, waits a second', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    render(
      <WhenIdle>
        <p>session sync</p>
      </WhenIdle>,
    );
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByText('session sync')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('session sync')).toBeInTheDocument();
  });
});
