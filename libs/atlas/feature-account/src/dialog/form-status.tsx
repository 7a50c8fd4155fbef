/** The error line of a form (announced to screen readers). */
export function FormError({ message }: { readonly message: string | null }) {
  if (!message) return null;
  return (
    <p className="account-form__error" role="alert" data-testid="account-error">
      {message}
    </p>
  );
}

/** A success line of a form. */
export function FormNotice({ message }: { readonly message: string | null }) {
  if (!message) return null;
  return (
    <p className="account-form__notice" role="status">
      {message}
    </p>
  );
}
