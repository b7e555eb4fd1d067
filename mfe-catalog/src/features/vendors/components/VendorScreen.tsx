import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumb, paths } from '@marketplace/contracts';
import type { Catalogue, Vendor } from '../../../lib/catalogue/catalogue';
import { isVendorSlug } from '../../../lib/catalogue/ids';
import { useLoad } from '../../../lib/useLoad';
import { usePageTitle } from '@marketplace/contracts/page-title';
import { useMovedStatus, usePageHead } from '@marketplace/contracts/fragment';
import { vendorHead } from '../../../lib/page-head';
import { NotFound } from '../../../components/NotFound';
import { Page } from '../../../components/Page';
import { ProductList } from '../../../components/ProductList';
import { SectionFailed } from '../../../components/SectionStatus';
import { Stars } from '../../../components/Stars';
import { Banner } from '../../../components/Banner';
import { useLanguage } from '../../../lib/useLanguage';
import { BROWSE_NAMESPACE } from '../../../i18n/browse/namespace';
import styled from 'styled-components';

const Loading = styled(Page)`
  min-height: 600px;
`;

function VendorNotFound() {
  const { t } = useTranslation(BROWSE_NAMESPACE);
  return (
    <NotFound title={t('vendor.notFound')} text={t('vendor.notFoundText')} back={paths.vendors()} backLabel={t('vendor.backToVendors')} />
  );
}

/** 'March 2021' in the shopper's language; null for a missing or unreadable date. */
function joinedMonth(isoDate: string, language: string): string | null {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return isoDate && !Number.isNaN(date.getTime())
    ? new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)
    : null;
}

/** What a vendor with nothing published shows instead of an empty grid. */
function VendorEmpty({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation(BROWSE_NAMESPACE);
  return (
    <div data-testid="vendor-empty">
      <p>{t('vendor.empty', { name: vendor.name })}</p>
      <p>
        <Link to={paths.products()}>{t('product.backToProducts')}</Link>
      </p>
    </div>
  );
}

function VendorDetails({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation('catalog');
  const { t: own } = useTranslation(BROWSE_NAMESPACE);
  const { t: common } = useTranslation('common');
  const language = useLanguage();
  const joined = joinedMonth(vendor.joinedOn, language);
  const description = vendor.descriptions[language];
  usePageTitle(vendor.name);
  usePageHead((site) => vendorHead(site, language, vendor, description, common('pages.vendors')));
  return (
    <Page>
      <Breadcrumb trail={[{ label: common('pages.vendors'), to: paths.vendors() }, { label: vendor.name }]} />
      <Banner title={vendor.name} description={description} image={vendor.image} imageAlt={t('vendor.imageAlt', { name: vendor.name })}>
        <p>
          <Stars rating={vendor.rating} /> · {common(`categories.${vendor.category}`)} ·{' '}
          {t('vendor.productCount', { count: vendor.productCount })}
          {vendor.location && ` · ${vendor.location}`}
        </p>
        {joined && <p>{own('vendor.joined', { date: joined })}</p>}
        {vendor.contactPhone && (
          <p>
            {own('vendor.phone')} <a href={`tel:${vendor.contactPhone}`}>{vendor.contactPhone}</a>
          </p>
        )}
      </Banner>
      <ProductList scope={{ kind: 'vendor', vendorId: vendor.id }} empty={<VendorEmpty vendor={vendor} />} />
    </Page>
  );
}

/** What a read of the vendor page shows until it has its answer: Try Again when it failed, the waiting frame meanwhile. */
function unanswered(status: string, retry: () => void): ReactNode {
  if (status === 'failed')
    return (
      <Page>
        <SectionFailed onRetry={retry} minHeight={400} />
      </Page>
    );
  return status === 'loading' ? <Loading aria-busy="true" /> : null;
}

function VendorLoader({ slug }: { slug: string }) {
  const { state, retry } = useLoad(`vendor|${slug}`, (catalogue: Catalogue) => catalogue.vendor(slug));
  if (state.status !== 'ready') return unanswered(state.status, retry);
  return state.data ? <VendorDetails vendor={state.data} /> : <VendorFormerAddress slug={slug} />;
}

/** An address no shop has: a shop's before a rename leads there for good; else 'Vendor not found'. */
function VendorFormerAddress({ slug }: { slug: string }) {
  const { state, retry } = useLoad(`vendor-moved|${slug}`, (catalogue: Catalogue) => catalogue.vendorSlugNow(slug));
  if (state.status !== 'ready') return unanswered(state.status, retry);
  return state.data ? <MovedTo path={paths.vendor(state.data)} /> : <VendorNotFound />;
}

/** The server answers 301 to `path`; the browser, arriving by a link inside the site, goes there. */
function MovedTo({ path }: { path: string }) {
  useMovedStatus(path);
  return typeof document === 'undefined' ? null : <Navigate to={path} replace />;
}

/** /vendor/{slug}: a malformed slug is 'Vendor not found' at once, without any request. */
export function VendorScreen() {
  const { slug } = useParams();
  return isVendorSlug(slug) ? <VendorLoader key={slug} slug={slug} /> : <VendorNotFound />;
}
