/**
 * A booking's id, chosen before its first attempt (bookService): the form keeps it until the
 * booking is made, so a repeat after a lost answer finds the booking instead of making two.
 * 128 random bits, as unguessable as Firestore's own ids.
 */
export function newBookingId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/** The id was used already for a booking of other details (the form changed after a repeat). */
export class BookingIdUsedError extends Error {
  constructor() {
    super('This booking was already made with other details: see Booked Services');
    this.name = 'BookingIdUsedError';
  }
}
