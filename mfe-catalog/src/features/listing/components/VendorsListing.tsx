import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '@marketplace/contracts';
import { PAGE_SIZE, parsePage, type Catalogue } from '../../../lib/catalogue/catalogue';
import { useLoad } from '../../../lib/useLoad';
import { Grid } from '../../../components/ProductGrid';
import { ProductCardSkeleton } from '../../../components/ProductCard';
import { SectionFailed } from '../../../components/SectionStatus';
import { VendorCard } from '../../../components/VendorCard';
import { Page } from '../../../components/Page';
import { Banner } from '../../../components/Banner';
import { BROWSE_NAMESPACE } from '../../../i18n/browse/namespace';

/** /vendors: every vendor as a card linking to its page, 24 a page. */
export function VendorsListing() {
  const { t } = useTranslation(BROWSE_NAMESPACE);
  const { t: common } = useTranslation('common');
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const { state, retry } = useLoad(`vendors|${page}`, (catalogue: Catalogue) => catalogue.vendors(page));
  const pages = state.status === 'ready' ? Math.ceil(state.data.total / PAGE_SIZE) : 1;

  return (
    <Page>
      <Breadcrumb trail={[{ label: common('pages.vendors') }]} />
      <Banner title={common('pages.vendors')} description={t('listing.vendorsDescription')} />
      <p aria-live="polite" data-testid="result-count">
        {state.status === 'ready' ? t('listing.vendorCount', { count: state.data.total }) : ''}
      </p>
      {state.status === 'failed' ? (
        <SectionFailed onRetry={retry} minHeight={320} />
      ) : (
        <Grid aria-busy={state.status === 'loading'}>
          {state.status === 'loading'
            ? Array.from({ length: 8 }, (_, i) => <ProductCardSkeleton key={i} />)
            : state.data.items.map((vendor) => <VendorCard key={vendor.id} vendor={vendor} />)}
        </Grid>
      )}
      {page < pages && (
        <p>
          <Link to={`?page=${page + 1}`}>{t('listing.next')}</Link>
        </p>
      )}
    </Page>
  );
}
