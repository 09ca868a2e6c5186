/** A review refused by the domain's checks before anything is written (the reason is shown). */
export class ReviewError extends Error {
  override name = 'ReviewError';
}
