import styled from 'styled-components';
import { theme } from '@marketplace/contracts';
import type { Product } from '../data/catalogue';
import type { Load } from '../hooks/useLoad';
import { ProductCard, ProductCardSkeleton } from './ProductCard';
import { SectionFailed } from './SectionStatus';

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${theme.space(4)};
`;

/** Products, or `skeletons` placeholders while loading, or the failure with Try Again. */
export function ProductGrid({ state, retry, skeletons, eagerImages = 0 }: { state: Load<Product[]>; retry: () => void; skeletons: number; eagerImages?: number }) {
  if (state.status === 'failed') return <SectionFailed onRetry={retry} minHeight={320} />;
  return (
    <Grid aria-busy={state.status === 'loading'}>
      {state.status === 'loading'
        ? Array.from({ length: skeletons }, (_, i) => <ProductCardSkeleton key={i} />)
        : state.data.map((product, i) => <ProductCard key={product.id} product={product} eager={i < eagerImages} />)}
    </Grid>
  );
}
