import type { ClosedReason } from '@meramot/domain/availability';
import type { Refusal } from '@meramot/domain/refusal';
import { RefusedError } from '../../lib/refused-error';

/**
 * The window asked for cannot be booked (planTakePlace): the provider is off that day, does not
 * work the window, or it is full. `bookService` throws it; the rules deny such a booking too.
 */
export class WindowClosedError extends RefusedError {
  constructor(
    readonly reason: ClosedReason,
    refusal: Refusal,
  ) {
    super(refusal);
    this.name = 'WindowClosedError';
  }
}
