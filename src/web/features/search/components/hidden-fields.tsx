// The parts of a search a form does not show (the text, in the Filters sheet; the filters, in the search
// box): sent with the form's own fields when it is submitted before the app's script runs, or without it.
export function HiddenFields({ params }: { params: URLSearchParams }) {
  return [...params].map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}
