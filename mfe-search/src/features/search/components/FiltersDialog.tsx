import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@marketplace/contracts';
import { button, focusVisible, secondaryButton } from './styles';

const Toggle = styled.button`
  ${secondaryButton}
  .count {
    min-width: 22px;
    height: 22px;
    padding: 0 6px;
    border-radius: 999px;
    background: ${theme.color.brand};
    color: #fff;
    font-size: 0.8rem;
    line-height: 22px;
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  justify-content: flex-start;
  background: rgba(17, 24, 39, 0.5);
`;

const Sheet = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
  width: min(360px, 90vw);
  height: 100%;
  overflow-y: auto;
  padding: ${theme.space(5)};
  background: ${theme.color.surface};
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
  }
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  h2:focus {
    outline: none;
  }
  .close {
    width: 40px;
    height: 40px;
    border: 0;
    border-radius: 50%;
    background: #f3f4f6;
    font-size: 1.5rem;
    cursor: pointer;
    ${focusVisible}
  }
  .done {
    ${button}
  }
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Props {
  open: boolean;
  activeCount: number;
  onOpenChange(open: boolean): void;
  children: ReactNode;
}

/**
 * The mobile filters: a button showing how many filters are active, opening a modal dialog.
 * Focus moves into the dialog, Tab stays inside it, Escape closes it, and focus returns to the
 * button.
 */
export function FiltersDialog({ open, activeCount, onOpenChange, children }: Props) {
  const { t } = useTranslation('search');
  const titleId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(open);

  useEffect(() => {
    if (open) sheetRef.current?.querySelector<HTMLElement>('h2')?.focus();
    else if (wasOpen.current) toggleRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onOpenChange(false);
      return;
    }
    if (event.key !== 'Tab' || !sheetRef.current) return;
    const items = Array.from(sheetRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !sheetRef.current.contains(active) || active === sheetRef.current.querySelector('h2'))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const label = activeCount > 0 ? `${t('filters.open')} (${t('filters.active', { count: activeCount })})` : t('filters.open');

  return (
    <>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={label}
        onClick={() => onOpenChange(true)}
      >
        {t('filters.open')}
        {activeCount > 0 && (
          <span className="count" aria-hidden="true">
            {activeCount}
          </span>
        )}
      </Toggle>
      {open && (
        <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onOpenChange(false)}>
          <Sheet ref={sheetRef} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
            <header>
              <h2 id={titleId} tabIndex={-1}>
                {t('filters.title')}
              </h2>
              <button type="button" className="close" aria-label={t('filters.close')} onClick={() => onOpenChange(false)}>
                <span aria-hidden="true">×</span>
              </button>
            </header>
            {children}
            <button type="button" className="done" onClick={() => onOpenChange(false)}>
              {t('filters.done')}
            </button>
          </Sheet>
        </Backdrop>
      )}
    </>
  );
}
