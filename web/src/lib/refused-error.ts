import type { Refusal } from '@meramot/domain/refusal';

/**
 * A write the domain refused before anything was written (or the API refused by code): the
 * screens show its refusal in the reader's language (translateRefusal).
 */
export class RefusedError extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.code);
    this.name = 'RefusedError';
  }
}
