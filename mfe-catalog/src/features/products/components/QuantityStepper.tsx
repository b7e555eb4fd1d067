import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@marketplace/contracts';
import { BROWSE_NAMESPACE } from '../../../i18n/browse/namespace';

const QUANTITY_MIN = 1;
const QUANTITY_MAX = 99;

const Box = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  button {
    width: 44px;
    height: 44px;
    border: 0;
    background: transparent;
    font: inherit;
    font-size: 1.25rem;
    cursor: pointer;
  }
  button:disabled {
    color: ${theme.color.border};
    cursor: not-allowed;
  }
  input {
    width: 3.5em;
    height: 44px;
    border: 0;
    text-align: center;
    font: inherit;
  }
`;

const clamp = (n: number) => Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(n)));

/** A quantity from 1 to 99: minus, a number field, plus. */
export function QuantityStepper({ value, onChange, label }: { value: number; onChange: (n: number) => void; label: string }) {
  const { t } = useTranslation(BROWSE_NAMESPACE);
  const id = useId();
  return (
    <Box role="group" aria-labelledby={id}>
      <span id={id} className="sr-only">
        {label}
      </span>
      <button type="button" aria-label={t('product.decrease')} disabled={value <= QUANTITY_MIN} onClick={() => onChange(clamp(value - 1))}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        aria-label={label}
        value={value}
        onChange={(event) => {
          const n = Number(event.target.value);
          if (Number.isFinite(n) && event.target.value !== '') onChange(clamp(n));
        }}
      />
      <button type="button" aria-label={t('product.increase')} disabled={value >= QUANTITY_MAX} onClick={() => onChange(clamp(value + 1))}>
        +
      </button>
    </Box>
  );
}
