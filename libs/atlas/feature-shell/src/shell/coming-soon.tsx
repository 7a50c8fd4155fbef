/** Placeholder panel for screens that arrive in later issues. */
export function ComingSoon({ title }: { readonly title: string }) {
  return (
    <section className="atlas-panel atlas-coming-soon" data-testid="coming-soon">
      <h2 className="atlas-panel__title">{title}</h2>
      <p className="atlas-muted">Coming soon.</p>
    </section>
  );
}
