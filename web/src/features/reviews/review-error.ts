import { RefusedError } from '../../lib/refused-error';

/** A review refused by the domain's checks before anything is written (its refusal is shown). */
export class ReviewError extends RefusedError {
  override name = 'ReviewError';
}
