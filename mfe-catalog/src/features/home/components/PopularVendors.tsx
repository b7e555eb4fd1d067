import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@marketplace/contracts';
import type { Catalogue } from '../../../lib/catalogue/catalogue';
import { useLoad } from '../../../lib/useLoad';
import { Grid } from '../../../components/ProductGrid';
import { ProductCardSkeleton } from '../../../components/ProductCard';
import { SectionFailed } from '../../../components/SectionStatus';
import { VendorCard } from '../../../components/VendorCard';
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
