import { RefusedError } from '../../lib/refused-error';

/** A bill action the domain refused before anything was written (its refusal is shown). */
export class MoneyError extends RefusedError {
  override name = 'MoneyError';
}
