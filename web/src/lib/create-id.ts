/**
 * Creates that a form may repeat (a booking, a listing, an appointment request): the document's
 * id is chosen before the first attempt and kept until the create succeeds, so pressing the
 * button again after a lost answer or a timeout finds the first document instead of writing a
 * second one. 128 random bits, as unguessable as Firestore's own ids.
 */
import { useCallback, useRef } from 'react';

export function newCreateId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/**
 * One id per request a form sends: `idFor(values)` answers the same id while the values are the
 * same (a repeat), a new one when they changed, and a new one after `done()` (it succeeded).
 * An id therefore never names two different requests of this form.
 */
export function useCreateId(): { idFor: (values: unknown) => string; done: () => void } {
  const kept = useRef<{ request: string; id: string } | null>(null);
  const idFor = useCallback((values: unknown) => {
    const request = JSON.stringify(values);
    if (kept.current?.request !== request) kept.current = { request, id: newCreateId() };
    return kept.current.id;
  }, []);
  const done = useCallback(() => {
    kept.current = null;
  }, []);
  return { idFor, done };
}
