import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { bus, discountPercent, formatMoney, paths, theme } from '@marketplace/contracts';
import type { FeaturedProduct } from '../data/featured-products';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  overflow: hidden;
  img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; display: block; }
  .body { padding: ${theme.space(3)}; display: flex; flex-direction: column; gap: ${theme.space(1)}; flex: 1; }
  h3 { margin: 0; font-size: 1rem; }
  h3 a { color: ${theme.color.text}; text-decoration: none; }
  a:focus-visible, button:focus-visible { outline: ${theme.focusRing}; outline-offset: 2px; }
  .vendor { font-size: 0.85rem; color: ${theme.color.muted}; }
  .price { font-weight: 700; color: ${theme.color.brand}; }
  .was { margin-left: ${theme.space(2)}; color: ${theme.color.muted}; text-decoration: line-through; font-weight: 400; font-size: 0.85rem; }
  .badges { position: absolute; top: ${theme.space(2)}; left: ${theme.space(2)}; display: flex; gap: ${theme.space(1)}; }
  .badge { padding: 2px 8px; border-radius: 999px; font-size: 0.75rem; font-weight: 700; color: #fff; background: ${theme.color.danger}; }
  .badge.new { background: ${theme.color.brand}; }
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
  .add:hover { background: ${theme.color.brandDark}; }
`;

export function ProductCard({ product }: { product: FeaturedProduct }) {
  const { t } = useTranslation('catalog');
  const off = discountPercent(product.price, product.originalPrice);

  const addToCart = () => {
    // The cart belongs to the cart team; this remote only announces the fact.
    bus.publish('cart:item-added', {
      product: {
        id: product.id,
        name: product.name,
        price: product.price,
        currency: 'KES',
        image: product.image,
        category: product.category,
      },
      quantity: 1,
    });
  };

  return (
    <Card data-product-id={product.id}>
      <div className="badges">
        {product.isNew && <span className="badge new">{t('product.new')}</span>}
        {off > 0 && <span className="badge">{t('product.percentOff', { percent: off })}</span>}
      </div>
      <Link to={paths.product(product.id)} tabIndex={-1} aria-hidden="true">
        <img src={product.image} alt={product.name} loading="lazy" width={400} height={300} />
      </Link>
      <div className="body">
        <h3>
          <Link to={paths.product(product.id)}>{product.name}</Link>
        </h3>
        <Link className="vendor" to={paths.vendor(product.vendor)}>
          {product.vendor}
        </Link>
        <span aria-label={t('product.rating', { rating: product.rating, count: product.ratingCount })}>
          {'★'.repeat(Math.round(product.rating))} <small>({product.ratingCount})</small>
        </span>
        <p className="price">
          {formatMoney(product.price)}
          {product.originalPrice > product.price && (
            <span className="was">
              <span className="sr-only">{t('product.originalPrice')} </span>
              {formatMoney(product.originalPrice)}
            </span>
          )}
        </p>
        <button type="button" className="add" onClick={addToCart} aria-label={t('product.addToCartNamed', { name: product.name })}>
          {t('product.addToCart')}
        </button>
      </div>
    </Card>
  );
}
