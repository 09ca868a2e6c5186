/**
 * All Services' list: the first page of the catalogue for a query, then one more page per
 * "Load more". A new query starts over (and cancels what is in flight); pages never repeat a
 * service already shown. Back to a list shown within a minute shows it again, Load more's pages
 * included, without asking again.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { CATALOGUE_PAGE_SIZE, catalogueSearchParams } from '@meramot/domain/catalogue';
import type { CatalogueQuery } from '@meramot/domain/catalogue';
import type { Service } from '@meramot/domain/entities';
import { fetchCataloguePage } from './services-api';

export interface Catalogue {
  status: 'loading' | 'success' | 'error';
  services: Service[];
  /** Matching services in all (X-Total-Count); null while loading or when not told. */
  total: number | null;
  /** Without a total, how many a search found at least (an honest "at least N"). */
  atLeast: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last "Load more" failed; the button tries again. */
  moreFailed: boolean;
  /** How many services the last "Load more" added; null before the first. */
  added: number | null;
  loadMore: () => void;
  /** Loads the first page again after it failed. */
  retry: () => void;
}

interface Pages {
  /** The query (as URL parameters) and attempt these pages belong to. */
  key: string;
  failed: boolean;
  services: Service[];
  total: number | null;
  atLeast: number | null;
  nextCursor: string | null;
  more: 'idle' | 'loading' | 'failed';
  added: number | null;
}

/** As long as the answers' max-age: a list older than this is asked for again. */
const KEPT_MS = 60_000;

/**
 * The last list shown, with the history entry that showed it: Back (a POP to that entry) takes
 * it instead of asking again. The session's first entry (key 'default') is never matched, as a
 * memory router's first entry has that key too.
 */
let kept: { entry: string; pages: Pages; at: number } | null = null;

function keptFor(entry: string, key: string, popped: boolean): Pages | null {
  const fresh = kept && Date.now() - kept.at < KEPT_MS;
  return popped && fresh && entry !== 'default' && kept?.entry === entry && kept.pages.key === key
    ? kept.pages
    : null;
}

export function useCatalogue(query: CatalogueQuery): Catalogue {
  const [attempt, setAttempt] = useState(0);
  const key = `${catalogueSearchParams(query).toString()}#${attempt}`;
  const entry = useLocation().key;
  const popped = useNavigationType() === 'POP';
  const [restored] = useState(() => keptFor(entry, key, popped));
  const [pages, setPages] = useState<Pages | null>(restored);
  const skipped = useRef(false);
  const moreInFlight = useRef<AbortController | null>(null);
  const firstAt = useRef(restored ? (kept?.at ?? 0) : 0);

  useEffect(() => {
    if (pages && !pages.failed && pages.more !== 'loading') {
      kept = { entry, pages, at: firstAt.current };
    }
  }, [entry, pages]);

  useEffect(() => {
    // Restored by Back: shown as it was, nothing to ask (once: a later visit asks).
    if (restored?.key === key && !skipped.current) {
      skipped.current = true;
      return;
    }
    const controller = new AbortController();
    const first = { ...query, limit: CATALOGUE_PAGE_SIZE, cursor: null };
    fetchCataloguePage(first, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        firstAt.current = Date.now();
        // A transition: 24 cards render in slices, so a slow phone stays responsive meanwhile.
        startTransition(() =>
          setPages({
            key,
            failed: false,
            services: page.services,
            total: page.total,
            atLeast: page.atLeast,
            nextCursor: page.nextCursor,
            more: 'idle',
            added: null,
          }),
        );
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Loading the services failed', error);
        setPages({
          key,
          failed: true,
          services: [],
          total: null,
          atLeast: null,
          nextCursor: null,
          more: 'idle',
          added: null,
        });
      },
    );
    return () => {
      controller.abort();
      moreInFlight.current?.abort();
      moreInFlight.current = null;
    };
  }, [query, key, restored]);

  const current = pages?.key === key ? pages : null;
  const nextCursor = current?.nextCursor ?? null;

  const loadMore = useCallback(() => {
    // A second press while a page is on its way is ignored, so a page is never asked twice.
    if (nextCursor === null || moreInFlight.current) return;
    const controller = new AbortController();
    moreInFlight.current = controller;
    const settle = (change: (pages: Pages) => Pages) => {
      if (controller.signal.aborted) return;
      moreInFlight.current = null;
      startTransition(() =>
        setPages((previous) => (previous?.key === key ? change(previous) : previous)),
      );
    };
    setPages((previous) => (previous?.key === key ? { ...previous, more: 'loading' } : previous));
    fetchCataloguePage(
      { ...query, limit: CATALOGUE_PAGE_SIZE, cursor: nextCursor },
      controller.signal,
    ).then(
      (page) =>
        settle((previous) => {
          const shown = new Set(previous.services.map((service) => service._id));
          const fresh = page.services.filter((service) => !shown.has(service._id));
          return {
            ...previous,
            services: [...previous.services, ...fresh],
            total: page.total ?? previous.total,
            atLeast: Math.max(page.atLeast ?? 0, previous.atLeast ?? 0) || null,
            nextCursor: page.nextCursor,
            more: 'idle',
            added: fresh.length,
          };
        }),
      (error: unknown) => {
        console.warn('Loading more services failed', error);
        settle((previous) => ({ ...previous, more: 'failed' }));
      },
    );
  }, [key, query, nextCursor]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return {
    status: current === null ? 'loading' : current.failed ? 'error' : 'success',
    services: current?.services ?? [],
    total: current?.total ?? null,
    atLeast: current?.atLeast ?? null,
    hasMore: nextCursor !== null,
    loadingMore: current?.more === 'loading',
    moreFailed: current?.more === 'failed',
    added: current?.added ?? null,
    loadMore,
    retry,
  };
}
