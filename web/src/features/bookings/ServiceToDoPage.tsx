// PLACEHOLDER: replaced by the feature's real screen.
export default function ServiceToDoPage() {
  return <p>ServiceToDoPage</p>;
}
