import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { discountPercent, formatMoney, paths, theme } from '@marketplace/contracts';
import type { Product } from '../lib/catalogue/catalogue';
import { addToCart } from '../lib/catalogue/add-to-cart';
import { useLanguage } from '../lib/useLanguage';
import { WishlistButton } from './WishlistButton';
import { Stars } from './Stars';

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  overflow: hidden;
  img,
  .image {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    display: block;
  }
  div.image {
    background: #e5e7eb;
  }
  .body {
    padding: ${theme.space(3)};
    display: flex;
    flex-direction: column;
    gap: ${theme.space(1)};
    flex: 1;
    min-height: 168px;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
    line-height: 1.3;
  }
  /* WCAG 2.5.8: the name and vendor links are stacked, so each is at least 24 px tall. */
  h3 a {
    display: inline-block;
    min-height: 24px;
    color: ${theme.color.text};
    text-decoration: none;
  }
  a:focus-visible,
  button:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
  .vendor {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    font-size: 0.85rem;
    color: ${theme.color.muted};
  }
  .price {
    margin: 0;
    font-weight: 700;
    color: ${theme.color.brand};
  }
  .was {
    margin-left: ${theme.space(2)};
    color: ${theme.color.muted};
    text-decoration: line-through;
    font-weight: 400;
    font-size: 0.85rem;
  }
  .badges {
    position: absolute;
    top: ${theme.space(2)};
    left: ${theme.space(2)};
    display: flex;
    gap: ${theme.space(1)};
  }
  .badge {
    padding: 2px 8px;
    border-radius: 999px;
    font-size: 0.75rem;
    font-weight: 700;
    color: #fff;
    background: ${theme.color.danger};
  }
  .badge.new {
    background: ${theme.color.brand};
  }
  .heart {
    position: absolute;
    top: ${theme.space(2)};
    right: ${theme.space(2)};
  }
  .add {
    margin-top: auto;
    padding: ${theme.space(2)};
    border: 0;
    border-radius: ${theme.radius};
    background: ${theme.color.brand};
    color: #fff;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .add:hover {
    background: ${theme.color.brandDark};
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

/** A product in a grid: links to its page and its vendor, heart, badges, price, add to cart. */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const { t } = useTranslation('catalog');
  const name = product.names[useLanguage()];
  const off = product.originalPrice === null ? 0 : discountPercent(product.price, product.originalPrice);

  return (
    <Card data-product-id={product.id}>
      <Link to={paths.product(product.id)} tabIndex={-1} aria-hidden="true">
        <img src={product.image} alt={name} loading={eager ? 'eager' : 'lazy'} width={400} height={300} />
      </Link>
      <div className="badges">
        {product.isNew && <span className="badge new">{t('product.new')}</span>}
        {off > 0 && <span className="badge">{t('product.percentOff', { percent: off })}</span>}
      </div>
      <WishlistButton className="heart" id={product.id} name={name} />
      <div className="body">
        <h3>
          <Link to={paths.product(product.id)}>{name}</Link>
        </h3>
        <Link className="vendor" to={paths.vendor(product.vendor.slug || product.vendor.name)}>
          {product.vendor.name}
        </Link>
        <Stars rating={product.rating} count={product.ratingCount} />
        <p className="price">
          {formatMoney(product.price)}
          {off > 0 && product.originalPrice !== null && (
            <span className="was">
              <span className="sr-only">{t('product.originalPrice')} </span>
              {formatMoney(product.originalPrice)}
            </span>
          )}
        </p>
        <button type="button" className="add" onClick={() => addToCart(product, 1)} aria-label={t('product.addToCartNamed', { name })}>
          {t('product.addToCart')}
        </button>
      </div>
    </Card>
  );
}

// Classes, not style attributes: a server-rendered page's Content Security Policy refuses those.
const SkeletonLines = styled.div`
  & > div {
    background: #e5e7eb;
    height: 16px;
    border-radius: 4px;
  }
  .w70 {
    width: 70%;
  }
  .w45 {
    width: 45%;
  }
  .w35 {
    width: 35%;
  }
  .w30 {
    width: 30%;
  }
`;

/** A card-sized placeholder while products load (same box, so nothing moves when they arrive). */
export function ProductCardSkeleton() {
  return (
    <Card aria-hidden="true" data-testid="product-skeleton">
      <div className="image" />
      <SkeletonLines className="body">
        {[70, 45, 35, 30].map((width) => (
          <div key={width} className={`w${width}`} />
        ))}
      </SkeletonLines>
    </Card>
  );
}
