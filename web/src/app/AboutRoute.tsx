/* eslint-disable no-restricted-imports -- app/ composes features (DESIGN.md); the rule's
   '../features/*' pattern also matches app/ itself, which it should not (see the report). */
import AboutPage from '../features/about/AboutPage';
import { AppointmentForm } from '../features/appointments/AppointmentForm';

/** /aboutUs: About Us with the appointments feature's free appointment form. */
export default function AboutRoute() {
  return <AboutPage appointmentForm={<AppointmentForm />} />;
}
