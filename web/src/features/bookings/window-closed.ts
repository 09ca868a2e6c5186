import type { ClosedReason } from '@meramot/domain/availability';

/**
 * The window asked for cannot be booked (planTakePlace): the provider is off that day, does not
 * work the window, or it is full. `bookService` throws it; the rules deny such a booking too.
 */
export class WindowClosedError extends Error {
  constructor(
    readonly reason: ClosedReason,
    message: string,
  ) {
    super(message);
    this.name = 'WindowClosedError';
  }
}
