import { cloneElement, type ReactElement } from 'react';
import { FieldBox } from './styles';

/** What Field gives its control: the id its label names, and the state and texts it announces. */
interface Wiring {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A label, one control (an input, textarea or select, given as the child), its hint and its error,
 * wired by ids so a screen reader reads all of them on the control: Field gives the control its
 * `id`, `aria-invalid` and `aria-describedby` itself, as the checkout's and the account's do.
 */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactElement<Wiring>;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="error">
          {error}
        </p>
      )}
    </FieldBox>
  );
}
