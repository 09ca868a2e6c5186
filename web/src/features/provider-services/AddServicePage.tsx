// PLACEHOLDER: replaced by the feature's real screen.
export default function AddServicePage() {
  return <p>AddServicePage</p>;
}
