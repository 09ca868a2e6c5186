// PLACEHOLDER: replaced by the feature's real screen.
export default function ManageServicesPage() {
  return <p>ManageServicesPage</p>;
}
