/**
 * At-least-once delivery for the Firestore triggers: each one retries (`retry: true` in
 * options.ts), so a failed attempt is delivered again until it succeeds, for up to 7 days.
 * Each trigger is idempotent by its event (a redelivery writes nothing new: the ledger entry is
 * read first, notifications are created under the event id, the derived fields are compared),
 * and an event older than MAX_EVENT_AGE_MS is given up and logged, so a trigger that keeps
 * failing stops costing invocations and shows in the logs (docs/deploying.md).
 */
import { logger } from 'firebase-functions';

/** How long a failing event is retried before it is given up: a day. */
export const MAX_EVENT_AGE_MS = 24 * 60 * 60 * 1000;

/** The part of a CloudEvent the bound reads. */
interface TimedEvent {
  id: string;
  time: string;
  type?: string;
  subject?: string;
}

/** Where a given-up event is reported: Cloud Logging, at severity ERROR. */
type Report = (message: string, fields: Record<string, unknown>) => void;
const logError: Report = (message, fields) => logger.error(message, fields);

/** `handler`, giving up (and reporting) events older than MAX_EVENT_AGE_MS instead of running. */
export function delivered<E extends TimedEvent>(
  name: string,
  handler: (event: E) => Promise<void>,
  now: () => number = Date.now,
  report: Report = logError,
): (event: E) => Promise<void> {
  return async (event) => {
    const age = now() - Date.parse(event.time);
    if (age > MAX_EVENT_AGE_MS) {
      report(`${name}: gave up an event retried for ${Math.round(age / 60_000)} min`, {
        trigger: name,
        eventId: event.id,
        eventType: event.type,
        subject: event.subject,
        eventTime: event.time,
      });
      return;
    }
    await handler(event);
  };
}
