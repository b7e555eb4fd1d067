import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme, type Toast } from '@marketplace/contracts';

const DEFAULT_MS = 4000;

interface Shown extends Toast {
  id: number;
}

const Region = styled.div`
  position: fixed;
  top: ${theme.space(4)};
  right: ${theme.space(4)};
  z-index: 2000;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  max-width: min(420px, calc(100vw - 32px));
  font-family: ${theme.font.body};
`;

const Item = styled.div<{ $kind: Toast['kind'] }>`
  display: flex;
  gap: ${theme.space(3)};
  align-items: flex-start;
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius};
  background: #fff;
  border-left: 6px solid
    ${({ $kind }) =>
      ({ info: theme.color.info, success: theme.color.brand, warning: theme.color.warning, error: theme.color.danger })[$kind]};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.15);
  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  strong {
    display: block;
  }
  button {
    margin-left: auto;
    border: 0;
    background: none;
    cursor: pointer;
    font-size: 1.1rem;
  }
  button:focus-visible {
    outline: ${theme.focusRing};
  }
`;

/** Toast state for the host API; the region renders them as a polite live region. */
export function useToaster() {
  const [toasts, setToasts] = useState<Shown[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const notify = useCallback(
    (toast: Toast) => {
      const id = next.current++;
      setToasts((all) => [...all.slice(-4), { ...toast, id }]);
      setTimeout(() => dismiss(id), toast.durationMs ?? DEFAULT_MS);
    },
    [dismiss],
  );
  return { toasts, notify, dismiss };
}

export function Toaster({ toasts, dismiss }: { toasts: Shown[]; dismiss: (id: number) => void }) {
  const { t } = useTranslation('shell');
  return (
    <Region aria-live="polite" aria-relevant="additions">
      {toasts.map((toast) => (
        <Item key={toast.id} $kind={toast.kind} role={toast.kind === 'error' ? 'alert' : 'status'}>
          <p>
            {toast.title && <strong>{toast.title}</strong>}
            {toast.message}
          </p>
          <button type="button" aria-label={t('toast.dismiss')} onClick={() => dismiss(toast.id)}>
            ×
          </button>
        </Item>
      ))}
    </Region>
  );
}
