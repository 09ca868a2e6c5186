import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFirestore } from '../../lib/firestore';
import { dashboardOrder } from '@meramot/domain/booking-status';
import type { Booking, ListedService } from '@meramot/domain/entities';
import {
  DASHBOARD_LIST_LIMIT,
  DASHBOARD_PAGE_SIZE,
  dashboardLimit,
  listBoundOf,
} from '@meramot/domain/list-limits';
import { useLive } from '../../components/use-live';
import type { Loadable, Subscribe, Unsubscribe } from '../../components/use-live';
import type { DayAvailability } from '@meramot/domain/availability';
import { watchBookings, watchProviderAvailability, watchServiceListing } from './bookings-data';
import type { BookingRole, BookingsCursor, BookingsPage } from './bookings-data';

/** The pages of one user's dashboard, each page's rows as its listener last answered. */
interface Pages {
  key: string;
  /** Where the pages after the first start (the last row of the page before at Load more). */
  cursors: BookingsCursor[];
  /** Each page's answer, by page index; absent until its listener answers. */
  answers: Record<number, BookingsPage | undefined>;
}

const pagesOf = (key: string): Pages => ({ key, cursors: [], answers: {} });

/**
 * The signed-in user's newest bookings in `role`, a page at a time, live, open work first
 * (dashboardOrder): `loading` until the first page answers for this uid. Each page is one
 * listener bounded by its cursor (watchBookings): `loadMore` adds a listener for the page
 * after the last row shown, up to DASHBOARD_LIST_LIMIT rows in all, and never asks again for the
 * rows on screen. A failing listener is not shown (docs/product.md §8 ignores listing failures);
 * the spinner stops. Every listener is removed on unmount or when the user changes. A booking made
 * while more than one page is open enters the first page and pushes its last row out of it; that
 * row shows again after a reload.
 */
export function useLiveBookings(role: BookingRole, uid: string | undefined) {
  const db = useFirestore();
  const key = `${role}:${uid ?? ''}`;
  const [stored, setPages] = useState<Pages>(() => pagesOf(key));
  const pages = stored.key === key ? stored : pagesOf(key);
  const [failed, setFailed] = useState<string | null>(null);
  /** The listener of each page open now, by `${key}#${index}`. */
  const listeners = useRef(new Map<string, Unsubscribe>());
  const { cursors } = pages;

  useEffect(() => {
    if (!uid) return;
    [null, ...cursors].forEach((after, index) => {
      const id = `${key}#${index}`;
      if (listeners.current.has(id)) return;
      const stop = watchBookings(
        db,
        role,
        uid,
        (bookings, last) =>
          setPages((current) => {
            const base = current.key === key ? current : pagesOf(key);
            return { ...base, answers: { ...base.answers, [index]: { bookings, last } } };
          }),
        (error) => {
          console.error(`Listening to the ${role}'s bookings failed`, error);
          setFailed(key);
        },
        DASHBOARD_PAGE_SIZE,
        after,
      );
      listeners.current.set(id, stop);
    });
  }, [db, role, uid, key, cursors]);

  // Every page's listener ends with the user (or the screen).
  useEffect(() => {
    const open = listeners.current;
    return () => {
      open.forEach((stop) => stop());
      open.clear();
    };
  }, [db, role, uid]);

  const lastIndex = cursors.length;
  const lastPage = pages.answers[lastIndex];
  const bookings = useMemo(() => {
    const seen = new Set<string>();
    const rows: Booking[] = [];
    for (let index = 0; index <= lastIndex; index += 1) {
      for (const booking of pages.answers[index]?.bookings ?? []) {
        if (seen.has(booking._id)) continue;
        seen.add(booking._id);
        rows.push(booking);
      }
    }
    return dashboardOrder(rows);
  }, [pages.answers, lastIndex]);
  const requested = dashboardLimit(lastIndex + 1);
  return {
    loading: Boolean(uid) && pages.answers[0] === undefined && failed !== key,
    bookings,
    // While a page is on its way, the one before it was full: Load more stays as it was.
    bound: listBoundOf(
      lastPage ? requested - DASHBOARD_PAGE_SIZE + lastPage.bookings.length : requested,
      requested,
      DASHBOARD_LIST_LIMIT,
    ),
    loadMore: () => {
      const after = lastPage?.last;
      if (!after) return;
      setPages((current) =>
        current.key === key && current.cursors.length === lastIndex
          ? { ...current, cursors: [...current.cursors, after] }
          : current,
      );
    },
  };
}

/** The listing of the service being booked, live (its providerUid tells whose it is). */
export function useServiceListing(serviceId: string): Loadable<ListedService | null> {
  const db = useFirestore();
  const subscribe = useCallback<Subscribe<ListedService | null>>(
    (onData, onError) => watchServiceListing(db, serviceId, onData, onError),
    [db, serviceId],
  );
  return useLive(serviceId, subscribe);
}

/**
 * The provider's windows from `from` to `to`, live (a booking or a cancel by anyone shows at
 * once); loading until the provider is known.
 */
export function useProviderAvailability(
  providerUid: string | undefined,
  from: string,
  to: string,
): Loadable<DayAvailability[]> {
  const db = useFirestore();
  const subscribe = useCallback<Subscribe<DayAvailability[]>>(
    (onData, onError) => {
      if (!providerUid) return () => undefined;
      return watchProviderAvailability(db, providerUid, { from, to }, onData, (error) => {
        console.error("Listening to the provider's open windows failed", error);
        onError(error);
      });
    },
    [db, providerUid, from, to],
  );
  return useLive(`${providerUid ?? ''}:${from}:${to}`, subscribe);
}
