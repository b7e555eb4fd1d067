import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@marketplace/contracts';
import type { Catalogue } from '../../../lib/catalogue/catalogue';
import { useLoad } from '../../../lib/useLoad';
import { ProductGrid } from '../../../components/ProductGrid';
import { Section } from './Section';

const readFeatured = (catalogue: Catalogue) => catalogue.featured();

/** The eight featured products of the catalogue. */
export function FeaturedProducts() {
  const { t } = useTranslation('catalog');
  const { state, retry } = useLoad('home-featured', readFeatured);
  return (
    <Section aria-labelledby="featured-heading">
      <h2 id="featured-heading">{t('home.featuredProducts')}</h2>
      <ProductGrid state={state} retry={retry} skeletons={8} />
      <p>
        <Link to={paths.products()}>{t('home.viewAll')}</Link>
      </p>
    </Section>
  );
}
