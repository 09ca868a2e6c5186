import { priceChangedMessage } from '@meramot/domain/booking';

/** The service's price changed after the dialog showed it (isPriceSeen): nothing was booked. */
export class PriceChangedError extends Error {
  constructor(readonly currentPrice: number) {
    super(priceChangedMessage(currentPrice));
    this.name = 'PriceChangedError';
  }
}
