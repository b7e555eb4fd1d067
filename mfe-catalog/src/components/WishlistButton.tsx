import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@marketplace/contracts';
import { wishlist } from '../lib/wishlist-store';

const Button = styled.button`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${theme.color.border};
  border-radius: 50%;
  background: ${theme.color.surface};
  color: ${theme.color.danger};
  cursor: pointer;
  &:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
  svg {
    width: 20px;
    height: 20px;
  }
`;

/** The heart: one wishlist for every card, slide and product page. `name` says what it saves. */
export function WishlistButton({ id, name, className }: { id: string; name: string; className?: string }) {
  const { t } = useTranslation('catalog');
  const saved = useSyncExternalStore(
    wishlist.subscribe,
    () => wishlist.has(id),
    () => false,
  );
  return (
    <Button
      type="button"
      className={className}
      aria-pressed={saved}
      aria-label={t('wishlist.toggle', { name })}
      onClick={() => wishlist.toggle(id)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.5 5c2 0 3.5 1.2 4.5 2.7C12 6.2 13.5 5 15.5 5 19 5 21 8.6 19.6 11.8 17.5 16.4 12 21 12 21z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </Button>
  );
}
