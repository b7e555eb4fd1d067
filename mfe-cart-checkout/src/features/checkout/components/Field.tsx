import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from '@marketplace/contracts';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  margin-bottom: ${theme.space(3)};
  label {
    font-weight: 600;
  }
  input,
  textarea {
    padding: ${theme.space(2)};
    border: 1px solid ${theme.color.border};
    border-radius: 4px;
    font: inherit;
  }
  input[aria-invalid='true'],
  textarea[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
  input:focus-visible,
  textarea:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 1px;
  }
  .error {
    margin: 0;
    color: ${theme.color.danger};
    font-size: 0.875rem;
  }
`;

type FieldProps = {
  id: string;
  label: string;
  value: string;
  error?: string;
  onValue: (value: string) => void;
  multiline?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

/** A labelled text field with its error next to it (linked by aria-describedby). */
export function Field({ id, label, value, error, onValue, multiline, ...rest }: FieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name: id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <Wrapper>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onValue(event.target.value)} />
      ) : (
        <input {...common} {...rest} onChange={(event) => onValue(event.target.value)} />
      )}
      {error && (
        <p className="error" id={errorId}>
          {error}
        </p>
      )}
    </Wrapper>
  );
}

export const Choices = styled.fieldset`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: ${theme.space(3)} ${theme.space(4)};
  margin: 0 0 ${theme.space(4)};
  legend {
    font-weight: 700;
    padding: 0 ${theme.space(1)};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    padding: ${theme.space(2)} 0;
    cursor: pointer;
  }
  .fee {
    margin-left: auto;
    font-weight: 600;
  }
  input:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
`;

/** Focuses the first field of a form section marked invalid. */
export function focusFirstInvalid(root: HTMLElement | null): void {
  root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
