/**
 * React hooks over services-data: live lists that follow Firestore, and the server-side search.
 * Each returns the same shape so screens render loading, error and data the same way.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Service } from '@meramot/domain/entities';
import {
  searchServices,
  watchAllServices,
  watchPopularServices,
  watchService,
} from './services-data';
import type { Unsubscribe } from './services-data';

export interface Loadable<T> {
  status: 'loading' | 'success' | 'error';
  /** The latest data; kept after an error (SPEC.md §8: the list keeps its content). */
  data: T | undefined;
  error: Error | undefined;
}

interface Result<T> {
  key: string;
  data: T | undefined;
  error: Error | undefined;
}

type Subscribe<T> = (onData: (data: T) => void, onError: (error: Error) => void) => Unsubscribe;

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

function toLoadable<T>(result: Result<T> | null, key: string): Loadable<T> {
  if (!result || result.key !== key) return LOADING;
  if (result.error) return { status: 'error', data: result.data, error: result.error };
  return { status: 'success', data: result.data, error: undefined };
}

/** Subscribes while mounted (and again when `key` changes); unsubscribes on unmount. */
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

export function useAllServices(): Loadable<Service[]> {
  return useLive('all', watchAllServices);
}

export function usePopularServices(): Loadable<Service[]> {
  return useLive('popular', watchPopularServices);
}

export function useService(id: string): Loadable<Service | null> {
  const subscribe = useCallback<Subscribe<Service | null>>(
    (onData, onError) => watchService(id, onData, onError),
    [id],
  );
  return useLive(id, subscribe);
}

/** The API's search for `text`; a newer search cancels the one in flight. */
export function useServiceSearch(text: string): Loadable<Service[]> {
  const [result, setResult] = useState<Result<Service[]> | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    searchServices(text, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ key: text, data, error: undefined });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({
          key: text,
          data: undefined,
          error: error instanceof Error ? error : new Error(String(error)),
        });
      },
    );
    return () => controller.abort();
  }, [text]);
  return toLoadable(result, text);
}
