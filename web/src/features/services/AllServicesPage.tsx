// PLACEHOLDER: replaced by the feature's real screen.
export default function AllServicesPage() {
  return <p>AllServicesPage</p>;
}
