// PLACEHOLDER: replaced by the feature's real screen.
export default function AboutPage() {
  return <p>AboutPage</p>;
}
