import { useId } from 'react';
import type { InputHTMLAttributes } from 'react';

/** Props of <TextField>: a native input with an optional visible label. */
export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  readonly label?: string;
  readonly error?: string;
}

/** A themed text input. */
export function TextField({ label, error, className, id, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={`uk-field ${className ?? ''}`}>
      {label ? (
        <label className="uk-field__label" htmlFor={inputId}>
          {label}
        </label>
      ) : null}
      <input id={inputId} className="uk-input" aria-invalid={error ? true : undefined} {...rest} />
      {error ? <span className="uk-field__error">{error}</span> : null}
    </div>
  );
}
