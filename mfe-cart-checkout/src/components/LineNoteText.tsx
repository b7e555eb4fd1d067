import { useTranslation } from 'react-i18next';
import { formatMoney } from '@marketplace/contracts';
import type { LineNote } from '../lib/cart/cart-store';

/** What the shopper must know about a line: its price changed, it is gone, or stock is short. */
export function LineNoteText({ note, price }: { note: LineNote | undefined; price: number }) {
  const { t } = useTranslation('cart');
  if (!note) return null;
  const text =
    note.kind === 'price-changed'
      ? t('cart.priceChanged', { previous: formatMoney(note.previousPrice), current: formatMoney(price) })
      : note.kind === 'unavailable'
        ? t('cart.unavailable')
        : note.available
          ? t('cart.outOfStock', { count: note.available })
          : t('cart.soldOut');
  return (
    <p className={`note note-${note.kind}`} data-testid="line-note">
      {text}
    </p>
  );
}
