/**
 * The ratings of the services on screen, kept current without a reload: every
 * RATINGS_POLL_MS, while the page is visible, one small request (GET /serviceRatings) for just
 * those ids. Public pages thus never load the Firestore SDK.
 */
import { useEffect, useState } from 'react';
import type { PublicRating } from '@meramot/domain/review';
import { fetchServiceRatings } from './reviews-api';

export const RATINGS_POLL_MS = 5000;

export function useLiveRatings(ids: string[]): Map<string, PublicRating> {
  const [ratings, setRatings] = useState<Map<string, PublicRating>>(() => new Map());
  const key = ids.join(',');

  useEffect(() => {
    if (key === '') return undefined;
    let controller: AbortController | null = null;
    const poll = () => {
      if (document.visibilityState !== 'visible') return;
      controller?.abort();
      controller = new AbortController();
      fetchServiceRatings(key.split(','), controller.signal).then(setRatings, () => {
        // A missed poll is retried at the next tick; the cards keep what they show.
      });
    };
    const timer = window.setInterval(poll, RATINGS_POLL_MS);
    return () => {
      window.clearInterval(timer);
      controller?.abort();
    };
  }, [key]);

  return ratings;
}
