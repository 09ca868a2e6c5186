import { HomeSections } from '../features/home/HomeSections';
import { PopularServices } from '../features/services/PopularServices';

/** The home page under its hero, with the services feature's 'Popular Services' in its place. */
export default function HomeSectionsRoute() {
  return <HomeSections popularServices={<PopularServices />} />;
}
