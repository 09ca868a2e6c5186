// PLACEHOLDER: replaced by the feature's real screen.
export default function NotFoundPage() {
  return <p>NotFoundPage</p>;
}
