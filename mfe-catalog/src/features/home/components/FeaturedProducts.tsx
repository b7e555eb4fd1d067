import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@marketplace/contracts';
import { FEATURED_PRODUCTS } from '../data/featured-products';
import { ProductCard } from './ProductCard';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${theme.space(4)};
`;

export function FeaturedProducts() {
  const { t } = useTranslation('catalog');
  return (
    <section aria-labelledby="featured-heading">
      <h2 id="featured-heading">{t('home.featuredProducts')}</h2>
      <Grid>
        {FEATURED_PRODUCTS.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </Grid>
    </section>
  );
}
