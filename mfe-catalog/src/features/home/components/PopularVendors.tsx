import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@marketplace/contracts';
import type { Catalogue } from '../../catalogue/data/catalogue';
import { useLoad } from '../../catalogue/hooks/useLoad';
import { Grid } from '../../catalogue/components/ProductGrid';
import { ProductCardSkeleton } from '../../catalogue/components/ProductCard';
import { SectionFailed } from '../../catalogue/components/SectionStatus';
import { VendorCard } from '../../catalogue/components/VendorCard';
import { Section } from './Section';

const readPopular = (catalogue: Catalogue) => catalogue.popularVendors();

/** Four popular vendors, each linking to its page. */
export function PopularVendors() {
  const { t } = useTranslation('catalog');
  const { state, retry } = useLoad('home-vendors', readPopular);
  return (
    <Section aria-labelledby="vendors-heading">
      <h2 id="vendors-heading">{t('home.popularVendors')}</h2>
      {state.status === 'failed' ? (
        <SectionFailed onRetry={retry} minHeight={320} />
      ) : (
        <Grid aria-busy={state.status === 'loading'}>
          {state.status === 'loading'
            ? Array.from({ length: 4 }, (_, i) => <ProductCardSkeleton key={i} />)
            : state.data.map((vendor) => <VendorCard key={vendor.id} vendor={vendor} />)}
        </Grid>
      )}
      <p>
        <Link to={paths.vendors()}>{t('home.allVendors')}</Link>
      </p>
    </Section>
  );
}
