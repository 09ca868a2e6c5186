import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchServiceRatings } from './reviews-api';
import { RATINGS_POLL_MS, useLiveRatings } from './use-live-ratings';

vi.mock('./reviews-api', () => ({ fetchServiceRatings: vi.fn() }));

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(fetchServiceRatings).mockReset();
});
afterEach(() => vi.useRealTimers());

const answer = (entries: [string, number, number | null][]) =>
  vi
    .mocked(fetchServiceRatings)
    .mockResolvedValueOnce(
      new Map(entries.map(([id, count, average]) => [id, { count, average }])),
    );

async function tick() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(RATINGS_POLL_MS);
  });
}

describe('useLiveRatings', () => {
  it('asks for the ratings of the cards shown every few seconds', async () => {
    answer([['a', 2, 4.5]]);
    const { result } = renderHook(() => useLiveRatings(['a', 'b']));
    expect(fetchServiceRatings).not.toHaveBeenCalled();
    await tick();
    expect(fetchServiceRatings).toHaveBeenCalledWith(['a', 'b'], expect.any(AbortSignal));
    expect(result.current.get('a')).toEqual({ count: 2, average: 4.5 });
  });

  it('keeps the same map when nothing changed, so the cards do not render again', async () => {
    answer([['a', 2, 4.5]]);
    answer([['a', 2, 4.5]]);
    answer([['a', 3, 4]]);
    const { result } = renderHook(() => useLiveRatings(['a']));
    await tick();
    const first = result.current;
    await tick();
    expect(result.current).toBe(first);
    await tick();
    expect(result.current).not.toBe(first);
    expect(result.current.get('a')).toEqual({ count: 3, average: 4 });
  });
});
