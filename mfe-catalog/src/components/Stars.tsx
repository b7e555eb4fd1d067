import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

// Classes, not style attributes: a server-rendered page's Content Security Policy refuses those.
const Rating = styled.span`
  color: #b45309;
  small {
    color: #4b5563;
  }
`;

/** Stars with their meaning spelt out for screen readers. */
export function Stars({ rating, count }: { rating: number; count?: number }) {
  const { t } = useTranslation('catalog');
  const label = count === undefined ? t('product.ratingOnly', { rating }) : t('product.rating', { rating, count });
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <Rating role="img" aria-label={label}>
      {'★'.repeat(filled)}
      {'☆'.repeat(5 - filled)}
      {count !== undefined && <small> ({count})</small>}
    </Rating>
  );
}
