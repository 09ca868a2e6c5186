/**
 * Writes that say so when they cannot reach the server. Firestore queues a write made offline and
 * its promise settles only once the server has it, so a form awaiting it would wait forever.
 */

import { translate } from './i18n';
import type { MessageKey } from './i18n';

/** How long a write may wait for the server before the form stops waiting and says so. */
export const SERVER_WRITE_TIMEOUT_MS = 15_000;

export class OfflineError extends Error {
  /**
   * @param queued true when the write was started before the connection went, so Firestore keeps
   *   it and sends it once the device is back online; false when nothing was written.
   */
  constructor(readonly queued: boolean) {
    super(queued ? 'The server did not answer in time' : 'The browser is offline');
    this.name = 'OfflineError';
  }
}

/**
 * Runs `write` unless the browser is offline (then nothing is written), and gives up waiting
 * after `timeoutMs`; either way rejects with an OfflineError.
 */
export async function reachServer<T>(
  write: () => Promise<T>,
  timeoutMs = SERVER_WRITE_TIMEOUT_MS,
): Promise<T> {
  if (!navigator.onLine) throw new OfflineError(false);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new OfflineError(true)), timeoutMs);
  });
  try {
    return await Promise.race([write(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** What a form can have written, as its English says it; the words are in the catalogues. */
const WRITTEN: Record<'the service' | 'the change' | 'your request', MessageKey> = {
  'the service': 'offline.what.service',
  'the change': 'offline.what.change',
  'your request': 'offline.what.request',
};

/**
 * What a form says when its write could not reach the server, or undefined for any other error,
 * in the reader's language. `what` names what was written.
 */
export function offlineMessage(error: unknown, what: keyof typeof WRITTEN): string | undefined {
  if (!(error instanceof OfflineError)) return undefined;
  return translate(error.queued ? 'offline.queued' : 'offline.notSaved', {
    what: translate(WRITTEN[what]),
  });
}
