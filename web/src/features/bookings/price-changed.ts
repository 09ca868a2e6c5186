import { priceChanged } from '@meramot/domain/booking';
import { RefusedError } from '../../lib/refused-error';

/** The service's price changed after the dialog showed it (isPriceSeen): nothing was booked. */
export class PriceChangedError extends RefusedError {
  constructor(readonly currentPrice: number) {
    super(priceChanged(currentPrice));
    this.name = 'PriceChangedError';
  }
}
