/**
 * One shape for data a screen waits for (a live listener or a one-off request), so every screen
 * renders loading, error and data the same way.
 */
import { startTransition, useEffect, useState } from 'react';

export type Unsubscribe = () => void;

export interface Loadable<T> {
  status: 'loading' | 'success' | 'error';
  /** The latest data; kept after an error (docs/product.md §8: a list keeps its content). */
  data: T | undefined;
  error: Error | undefined;
}

export type Subscribe<T> = (
  onData: (data: T) => void,
  onError: (error: Error) => void,
) => Unsubscribe;

interface Result<T> {
  key: string;
  data: T | undefined;
  error: Error | undefined;
}

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

function toLoadable<T>(result: Result<T> | null, key: string): Loadable<T> {
  if (!result || result.key !== key) return LOADING;
  if (result.error) return { status: 'error', data: result.data, error: result.error };
  return { status: 'success', data: result.data, error: undefined };
}

/**
 * Subscribes while mounted and again whenever `key` (or `subscribe`) changes; unsubscribes on
 * unmount. `key` names what is being listened to, so a new key shows loading, not stale data.
 */
export function useLive<T>(key: string, subscribe: Subscribe<T>): Loadable<T> {
  const [result, setResult] = useState<Result<T> | null>(null);
  useEffect(
    () =>
      subscribe(
        (data) => setResult({ key, data, error: undefined }),
        (error) =>
          setResult((previous) => ({
            key,
            data: previous?.key === key ? previous.data : undefined,
            error,
          })),
      ),
    [key, subscribe],
  );
  return toLoadable(result, key);
}

/**
 * Runs `request(signal)` for `key`; a newer key aborts the request in flight. The answer is
 * rendered as a transition: a long list renders in slices and never blocks input for long.
 */
export function useRequest<T>(
  key: string,
  request: (signal: AbortSignal) => Promise<T>,
): Loadable<T> {
  const [result, setResult] = useState<Result<T> | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    request(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) {
          startTransition(() => setResult({ key, data, error: undefined }));
        }
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const cause = error instanceof Error ? error : new Error(String(error));
        setResult({ key, data: undefined, error: cause });
      },
    );
    return () => controller.abort();
  }, [key, request]);
  return toLoadable(result, key);
}
