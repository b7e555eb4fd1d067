import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumb, CATEGORY_SLUGS, paths } from '@marketplace/contracts';
import type { Catalogue, Scope } from '../../../lib/catalogue/catalogue';
import { useLoad } from '../../../lib/useLoad';
import { useLanguage } from '../../../lib/useLanguage';
import { usePageTitle } from '@marketplace/contracts/page-title';
import { usePageHead } from '@marketplace/contracts/fragment';
import { categoryHead } from '../../../lib/page-head';
import { ProductList } from '../../../components/ProductList';
import { Page } from '../../../components/Page';
import { Banner } from '../../../components/Banner';
import { VendorsListing } from './VendorsListing';
import { BROWSE_NAMESPACE } from '../../../i18n/browse/namespace';
import { NotFound } from '../../../components/NotFound';

const readCategories = (catalogue: Catalogue) => catalogue.categories();

function CategoryBanner({ slug }: { slug: string }) {
  const { t: common } = useTranslation('common');
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const { state } = useLoad('categories', readCategories);
  const category = state.status === 'ready' ? state.data.find((c) => c.slug === slug) : undefined;
  const title = category?.names[language] ?? common(`categories.${slug}`);
  usePageTitle(title);
  usePageHead((site) =>
    categoryHead(
      site,
      language,
      { slug, name: title, description: category?.descriptions[language] ?? '', image: category?.image },
      common('pages.categories'),
    ),
  );
  return (
    <>
      <Breadcrumb trail={[{ label: common('pages.categories'), to: paths.categories() }, { label: title }]} />
      <Banner
        title={title}
        description={category?.descriptions[language] ?? ''}
        image={category?.image}
        imageAlt={t('category.imageAlt', { name: title })}
      />
    </>
  );
}

function CategoryNotFound() {
  const { t } = useTranslation(BROWSE_NAMESPACE);
  return (
    <NotFound
      title={t('category.notFound')}
      text={t('category.notFoundText')}
      back={paths.categories()}
      backLabel={t('category.backToCategories')}
    />
  );
}

/**
 * /products, /deals and /category/{id}: banner, then the sorted, paged product list (a category
 * the shop does not have is Not Found); /vendors lists vendors.
 */
export function ListingScreen() {
  const { t } = useTranslation(BROWSE_NAMESPACE);
  const { t: common } = useTranslation('common');
  const { categoryId } = useParams();
  const { pathname } = useLocation();

  if (pathname.startsWith('/vendors')) return <VendorsListing />;

  const known = categoryId !== undefined && (CATEGORY_SLUGS as readonly string[]).includes(categoryId);
  if (categoryId !== undefined && !known) return <CategoryNotFound />;
  let scope: Scope = { kind: 'all' };
  let banner = (
    <>
      <Breadcrumb trail={[{ label: common('pages.products') }]} />
      <Banner title={common('pages.products')} description={t('listing.productsDescription')} />
    </>
  );
  if (known) {
    scope = { kind: 'category', slug: categoryId };
    banner = <CategoryBanner slug={categoryId} />;
  } else if (categoryId === undefined && pathname.startsWith('/deals')) {
    scope = { kind: 'deals' };
    banner = (
      <>
        <Breadcrumb trail={[{ label: common('pages.deals') }]} />
        <Banner title={common('pages.deals')} description={t('listing.dealsDescription')} />
      </>
    );
  }

  return (
    <Page>
      {banner}
      <ProductList scope={scope} />
    </Page>
  );
}
