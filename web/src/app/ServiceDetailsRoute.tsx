// PLACEHOLDER: replaced by the feature's real screen.
export default function ServiceDetailsRoute() {
  return <p>ServiceDetailsRoute</p>;
}
