// PLACEHOLDER: replaced by the feature's real screen.
export default function LoginPage() {
  return <p>LoginPage</p>;
}
