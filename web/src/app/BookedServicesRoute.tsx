/**
 * Booked Services with "Rate this service" on its Completed and Paid rows and each booking's bill
 * and payment (bookings, reviews and money composed).
 */
import BookedServicesPage from '../features/bookings/BookedServicesPage';
import { BillPanel } from '../features/money/BillPanel';
import { BillPrice } from '../features/money/BillPrice';
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
      priceOf={(booking) => <BillPrice booking={booking} />}
      moneyAction={(booking) =>
        user ? <BillPanel booking={booking} uid={user.uid} role="customer" /> : null
      }
    />
  );
}
