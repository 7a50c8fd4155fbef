import { useId } from 'react';

/** One option of <Select>. */
export interface SelectOption<V extends string> {
  readonly value: V;
  readonly label: string;
}

/** Props of <Select>. */
export interface SelectProps<V extends string> {
  readonly label: string;
  readonly value: V;
  readonly options: readonly SelectOption<V>[];
  readonly onChange: (value: V) => void;
  /** Hide the label visually (it stays the accessible name). */
  readonly hideLabel?: boolean;
  readonly testId?: string;
}

/** A themed native select. */
export function Select<V extends string>({
  label,
  value,
  options,
  onChange,
  hideLabel,
  testId,
}: SelectProps<V>) {
  const id = useId();
  return (
    <div className="uk-field">
      <label className={hideLabel ? 'uk-visually-hidden' : 'uk-field__label'} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="uk-select"
        value={value}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
