/** The booking id bookService was given was used already for a booking of other details. */
export class BookingIdUsedError extends Error {
  constructor() {
    super('This booking was already made with other details: see Booked Services');
    this.name = 'BookingIdUsedError';
  }
}
