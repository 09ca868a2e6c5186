/** Booked Services with "Rate this service" on its Completed rows (bookings and reviews composed). */
import BookedServicesPage from '../features/bookings/BookedServicesPage';
import { BookingReview } from '../features/reviews/RateBooking';
import { useUser } from '../lib/auth-user';
import { useFirestore } from '../lib/firestore';

export default function BookedServicesRoute() {
  const { data: user } = useUser();
  const db = useFirestore();
  return (
    <BookedServicesPage
      completedAction={(booking) =>
        user ? <BookingReview db={db} uid={user.uid} booking={booking} /> : null
      }
    />
  );
}
