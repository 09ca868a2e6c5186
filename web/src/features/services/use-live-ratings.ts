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
      // An unchanged answer keeps the same map, so the cards do not render again every tick.
      const keepIfSame = (next: Map<string, PublicRating>) =>
        setRatings((current) => (sameRatings(current, next) ? current : next));
      fetchServiceRatings(key.split(','), controller.signal).then(keepIfSame, () => {
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

function sameRatings(a: Map<string, PublicRating>, b: Map<string, PublicRating>): boolean {
  if (a.size !== b.size) return false;
  for (const [id, rating] of b) {
    const known = a.get(id);
    if (!known || known.count !== rating.count || known.average !== rating.average) return false;
  }
  return true;
}
