import styled, { css } from 'styled-components';
import { theme } from '@marketplace/contracts';

const focus = css`
  &:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
`;

/** Buttons: primary (brand), secondary (outlined), danger (cancel, reject). At least 44 px tall to tap. */
export const Button = styled.button<{ $variant?: 'primary' | 'secondary' | 'danger' }>`
  min-height: 44px;
  padding: 0 ${theme.space(4)};
  border-radius: ${theme.radius};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  border: 1px solid ${(p) => (p.$variant === 'danger' ? theme.color.danger : theme.color.brand)};
  background: ${(p) => (p.$variant === 'secondary' ? theme.color.surface : p.$variant === 'danger' ? theme.color.danger : theme.color.brand)};
  color: ${(p) => (p.$variant === 'secondary' ? theme.color.brandDark : '#fff')};
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  ${focus}
`;

/** A form's layout: labelled fields in one column, errors in the danger colour. */
export const FormGrid = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(4)};
  max-width: 44rem;
  fieldset {
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    padding: ${theme.space(4)};
    display: grid;
    gap: ${theme.space(3)};
    min-width: 0;
  }
  legend {
    font-weight: 700;
    padding: 0 ${theme.space(1)};
  }
  .row {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
    gap: ${theme.space(3)};
    align-items: start;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(3)};
  }
`;

/** A label, its control, hint and error, one above the other. */
export const FieldBox = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(1)};
  label {
    font-weight: 600;
    color: ${theme.color.text};
  }
  input:not([type='checkbox']):not([type='file']),
  select,
  textarea {
    max-width: 100%;
    min-height: 44px;
    box-sizing: border-box;
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid ${theme.color.muted};
    border-radius: ${theme.radius};
    font: inherit;
    color: ${theme.color.text};
    background: ${theme.color.surface};
  }
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
  [aria-invalid='true'] {
    border-color: ${theme.color.danger} !important;
  }
  .hint {
    margin: 0;
    color: ${theme.color.muted};
    font-size: 0.875rem;
  }
  .error {
    margin: 0;
    color: ${theme.color.danger};
    font-weight: 600;
    font-size: 0.9rem;
  }
  &.check {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
  }
`;

/** A message about the whole form or page: a refusal (role alert) or a confirmation. */
export const Notice = styled.p<{ $kind: 'error' | 'success' | 'info' }>`
  margin: 0;
  padding: ${theme.space(3)};
  border-radius: ${theme.radius};
  font-weight: 600;
  background: ${(p) => (p.$kind === 'error' ? '#fee2e2' : p.$kind === 'success' ? '#dcfce7' : '#dbeafe')};
  color: ${(p) => (p.$kind === 'error' ? theme.color.danger : p.$kind === 'success' ? '#14532d' : '#1e3a8a')};
`;

export const Card = styled.section`
  padding: ${theme.space(4)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  h2,
  h3 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1.1rem;
  }
`;

/** A record's facts as label and value pairs, labels in a column of their own; long values wrap. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${theme.space(1)} ${theme.space(3)};
  margin: 0 0 ${theme.space(3)};
  dt {
    color: ${theme.color.muted};
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A status in words on its colour (white on each of theme.status passes 4.5:1). */
export const Badge = styled.span<{ $colour: string }>`
  display: inline-block;
  padding: 2px ${theme.space(2)};
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  color: #fff;
  background: ${(p) => p.$colour};
`;

/** A link styled for the seller pages' brand colour, with a visible focus. */
export const linkStyle = css`
  color: ${theme.color.brandDark};
  font-weight: 600;
  ${focus}
`;

/** The visually hidden text that screen readers still read. */
export const srOnly = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/**
 * A table on a wide screen, a card per row on a phone (issue 45: a vendor runs the shop from a
 * 360 px screen, where columns would scroll sideways or be cut). Each cell carries its column's
 * name in `data-label`, shown before it in a card; the header row stays for screen readers.
 */
export const CardTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${theme.space(2)};
    border-bottom: 1px solid ${theme.color.border};
    text-align: left;
    vertical-align: middle;
    overflow-wrap: anywhere;
  }
  th {
    color: ${theme.color.muted};
    font-size: 0.875rem;
  }
  .amount {
    text-align: right;
    white-space: nowrap;
  }
  @media (max-width: ${theme.breakpoint.mobile}) {
    thead th {
      ${srOnly}
    }
    tr {
      display: block;
      padding: ${theme.space(2)} 0;
      border-bottom: 1px solid ${theme.color.border};
    }
    td,
    tbody th {
      display: grid;
      grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
      gap: ${theme.space(2)};
      padding: ${theme.space(1)} 0;
      border: 0;
    }
    [data-label]::before {
      content: attr(data-label);
      color: ${theme.color.muted};
      font-weight: 600;
    }
    .amount {
      text-align: left;
      white-space: normal;
    }
  }
`;
