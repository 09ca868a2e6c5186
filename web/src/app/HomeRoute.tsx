import HomePage from '../features/home/HomePage';
import { PopularServices } from '../features/services/PopularServices';

/** / : the home page with the services feature's 'Popular Services' in its place. */
export default function HomeRoute() {
  return <HomePage popularServices={<PopularServices />} />;
}
