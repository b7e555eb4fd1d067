import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Breadcrumb, discountPercent, formatMoney, paths, theme } from '@marketplace/contracts';
import type { Catalogue, Product } from '../../../lib/catalogue/catalogue';
import { isCatalogueId } from '../../../lib/catalogue/ids';
import { warmImages } from '@marketplace/contracts/public-reads';
import { useLoad } from '../../../lib/useLoad';
import { usePageTitle } from '@marketplace/contracts/page-title';
import { usePageHead } from '@marketplace/contracts/fragment';
import { productHead } from '../../../lib/page-head';
import { addToCart } from '../../../lib/catalogue/add-to-cart';
import { NotFound } from '../../../components/NotFound';
import { Page } from '../../../components/Page';
import { ProductGrid } from '../../../components/ProductGrid';
import { SectionFailed } from '../../../components/SectionStatus';
import { Stars } from '../../../components/Stars';
import { useLanguage } from '../../../lib/useLanguage';
import { WishlistButton } from '../../../components/WishlistButton';
import { QuantityStepper } from './QuantityStepper';
import { BROWSE_NAMESPACE } from '../../../i18n/browse/namespace';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${theme.space(8)};
  margin-top: ${theme.space(4)};
  img,
  .image {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    border-radius: ${theme.radius};
    object-fit: cover;
    background: #e5e7eb;
  }
  h1 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1.9rem;
  }
  .price {
    font-size: 1.6rem;
    font-weight: 800;
    color: ${theme.color.brand};
    margin: ${theme.space(3)} 0;
  }
  .was {
    margin-left: ${theme.space(3)};
    font-size: 1rem;
    font-weight: 400;
    color: ${theme.color.muted};
    text-decoration: line-through;
  }
  .off {
    margin-left: ${theme.space(3)};
    padding: 2px 8px;
    border-radius: 999px;
    background: ${theme.color.danger};
    color: #fff;
    font-size: 0.85rem;
  }
  .buy {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(3)};
    align-items: center;
    margin: ${theme.space(4)} 0;
  }
  .add {
    min-height: 44px;
    padding: 0 ${theme.space(6)};
    border: 0;
    border-radius: ${theme.radius};
    background: ${theme.color.brand};
    color: #fff;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  .add:disabled {
    background: ${theme.color.muted};
    cursor: not-allowed;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .waiting {
    min-height: 300px;
  }
  @media (max-width: ${theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const Related = styled.section`
  margin-top: 48px;
`;

function ProductNotFound() {
  const { t } = useTranslation(BROWSE_NAMESPACE);
  return (
    <NotFound
      title={t('product.notFound')}
      text={t('product.notFoundText')}
      back={paths.products()}
      backLabel={t('product.backToProducts')}
    />
  );
}

function Details({ product }: { product: Product }) {
  const { t } = useTranslation('catalog');
  const { t: own } = useTranslation(BROWSE_NAMESPACE);
  const { t: common } = useTranslation('common');
  const [quantity, setQuantity] = useState(1);
  const off = product.originalPrice === null ? 0 : discountPercent(product.price, product.originalPrice);
  const { state: related, retry } = useLoad(`related|${product.id}`, (catalogue: Catalogue) => catalogue.related(product));
  const categoryName = common(`categories.${product.category}`);
  const soldOut = product.stock <= 0;
  const language = useLanguage();
  const name = product.names[language];
  usePageTitle(name);
  usePageHead((site) =>
    productHead(site, language, product, {
      name,
      description: product.descriptions[language],
      categoryName,
      categoriesLabel: common('pages.categories'),
    }),
  );

  return (
    <Page>
      <Breadcrumb
        trail={[
          { label: common('pages.categories'), to: paths.categories() },
          { label: categoryName, to: paths.category(product.category) },
          { label: name },
        ]}
      />
      <Layout>
        <img src={product.image} alt={name} width={600} height={450} />
        <div>
          <h1>{name}</h1>
          <p>
            {own('product.soldBy')} <Link to={paths.vendor(product.vendor.slug || product.vendor.name)}>{product.vendor.name}</Link>
          </p>
          <Stars rating={product.rating} count={product.ratingCount} />
          <p className="price">
            {formatMoney(product.price)}
            {off > 0 && product.originalPrice !== null && (
              <>
                <span className="was">
                  <span className="sr-only">{t('product.originalPrice')} </span>
                  {formatMoney(product.originalPrice)}
                </span>
                <span className="off">{t('product.percentOff', { percent: off })}</span>
              </>
            )}
          </p>
          <p>{product.descriptions[language]}</p>
          <p>{soldOut ? t('product.soldOut') : own('product.inStock', { count: product.stock })}</p>
          <div className="buy">
            <QuantityStepper value={quantity} onChange={setQuantity} label={own('product.quantity')} />
            <button type="button" className="add" disabled={soldOut} onClick={() => addToCart(product, quantity)}>
              {t('product.addToCart')}
            </button>
            <WishlistButton id={product.id} name={name} />
          </div>
        </div>
      </Layout>
      <Related aria-labelledby="related-heading">
        <h2 id="related-heading">{own('product.related')}</h2>
        <ProductGrid state={related} retry={retry} skeletons={4} />
      </Related>
    </Page>
  );
}

function ProductLoader({ id }: { id: string }) {
  const { state, retry } = useLoad(`product|${id}`, (catalogue: Catalogue) =>
    catalogue.product(id).then((product) => {
      if (product) warmImages([product.image]);
      return product;
    }),
  );
  if (state.status === 'failed') {
    return (
      <Page>
        <SectionFailed onRetry={retry} minHeight={400} />
      </Page>
    );
  }
  if (state.status === 'loading') {
    return (
      <Page aria-busy="true">
        <Layout>
          <div className="image" />
          <div className="waiting" />
        </Layout>
      </Page>
    );
  }
  return state.data ? <Details product={state.data} /> : <ProductNotFound />;
}

/** /product/{id}: a malformed id is 'Product not found' at once, without any request. */
export function ProductScreen() {
  const { id } = useParams();
  return isCatalogueId(id) ? <ProductLoader key={id} id={id} /> : <ProductNotFound />;
}
