import type { ReactNode } from 'react';
import { FieldBox } from './styles';

/** The ids a control refers to with aria-describedby: its hint and its error, when shown. */
export function describedBy(id: string, hint: boolean, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/**
 * A label, the control (rendered by the caller with `id` and `describedBy(id, …)`), its hint and
 * its error, wired by ids so a screen reader reads all of them on the control.
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
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      {children}
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
