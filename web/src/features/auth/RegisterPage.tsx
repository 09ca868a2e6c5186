// PLACEHOLDER: replaced by the feature's real screen.
export default function RegisterPage() {
  return <p>RegisterPage</p>;
}
