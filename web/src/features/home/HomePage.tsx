// PLACEHOLDER: replaced by the feature's real screen.
export default function HomePage() {
  return <p>HomePage</p>;
}
