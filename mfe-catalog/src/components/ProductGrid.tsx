import styled from 'styled-components';
import { theme } from '@marketplace/contracts';
import type { Product } from '../lib/catalogue/catalogue';
import type { Load } from '../lib/useLoad';
import { AfterFirstPaint } from './AfterFirstPaint';
import { ProductCard, ProductCardSkeleton } from './ProductCard';
import { SectionFailed } from './SectionStatus';

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${theme.space(4)};
`;

/**
 * Products, or `skeletons` placeholders while loading, or the failure with Try Again. The first
 * `eagerImages` cards are a phone's first screen: their pictures load at once, and the cards after
 * them render once those have painted: rendering a whole page of cards holds back a slow phone's
 * first picture, the page's largest paint (docs/performance-techniques.md).
 */
export function ProductGrid({
  state,
  retry,
  skeletons,
  eagerImages = 0,
}: {
  state: Load<Product[]>;
  retry: () => void;
  skeletons: number;
  eagerImages?: number;
}) {
  if (state.status === 'failed') return <SectionFailed onRetry={retry} minHeight={320} />;
  if (state.status === 'loading') {
    return (
      <Grid aria-busy>
        {Array.from({ length: skeletons }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </Grid>
    );
  }
  const cards = state.data.map((product, i) => <ProductCard key={product.id} product={product} eager={i < eagerImages} />);
  if (eagerImages === 0) return <Grid aria-busy={false}>{cards}</Grid>;
  return (
    <Grid aria-busy={false}>
      {cards.slice(0, eagerImages)}
      <AfterFirstPaint>{cards.slice(eagerImages)}</AfterFirstPaint>
    </Grid>
  );
}
