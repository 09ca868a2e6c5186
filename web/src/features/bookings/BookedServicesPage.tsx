// PLACEHOLDER: replaced by the feature's real screen.
export default function BookedServicesPage() {
  return <p>BookedServicesPage</p>;
}
