/** A small loading spinner with an accessible label. */
export function Spinner({ label = 'Loading' }: { readonly label?: string }) {
  return <span className="uk-spinner" role="status" aria-label={label} />;
}
