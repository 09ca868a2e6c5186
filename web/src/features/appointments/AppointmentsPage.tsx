// PLACEHOLDER: replaced by the feature's real screen.
export default function AppointmentsPage() {
  return <p>AppointmentsPage</p>;
}
