/** Service To Do with each booking's bill and payment (bookings and money composed). */
import ServiceToDoPage from '../features/bookings/ServiceToDoPage';
import { BillPanel } from '../features/money/BillPanel';
import { BillPrice } from '../features/money/BillPrice';
import { useUser } from '../lib/auth-user';

export default function ServiceToDoRoute() {
  const { data: user } = useUser();
  return (
    <ServiceToDoPage
      priceOf={(booking) => <BillPrice booking={booking} />}
      moneyAction={(booking) =>
        user ? <BillPanel booking={booking} uid={user.uid} role="provider" /> : null
      }
    />
  );
}
