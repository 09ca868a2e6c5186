import AboutPage from '../features/about/AboutPage';
import { AppointmentForm } from '../features/appointments/AppointmentForm';

/** /aboutUs: About Us with the appointments feature's free appointment form. */
export default function AboutRoute() {
  return <AboutPage appointmentForm={<AppointmentForm />} />;
}
