import { useTranslation } from 'react-i18next';

/** Stars with their meaning spelt out for screen readers. */
export function Stars({ rating, count }: { rating: number; count?: number }) {
  const { t } = useTranslation('catalog');
  const label = count === undefined ? t('product.ratingOnly', { rating }) : t('product.rating', { rating, count });
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span role="img" aria-label={label} style={{ color: '#b45309' }}>
      {'★'.repeat(filled)}
      {'☆'.repeat(5 - filled)}
      {count !== undefined && <small style={{ color: '#4b5563' }}> ({count})</small>}
    </span>
  );
}
