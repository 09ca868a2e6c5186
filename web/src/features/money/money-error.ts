/** A bill action the domain refused before anything was written (the reason is shown). */
export class MoneyError extends Error {
  override name = 'MoneyError';
}
