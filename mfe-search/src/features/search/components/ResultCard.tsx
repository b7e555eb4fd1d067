import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { bus, DEFAULT_LANGUAGE, formatMoney, isLanguage, paths, theme } from '@marketplace/contracts';
import type { HighlightWord, SearchHit } from '../data/search-products';
import { Highlighted } from '../../../components/Highlighted';
import { focusVisible } from './styles';

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  overflow: hidden;
  .link {
    display: block;
    color: inherit;
    text-decoration: none;
    ${focusVisible}
  }
  .link:hover h3 {
    color: ${theme.color.brand};
  }
  .media {
    aspect-ratio: 1;
    background: #f3f4f6;
    display: grid;
    place-items: center;
    color: ${theme.color.muted};
  }
  .media img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .body {
    padding: ${theme.space(3)} ${theme.space(3)} ${theme.space(12)};
  }
  h3 {
    margin: 0 0 ${theme.space(1)};
    font-size: 1rem;
    line-height: 1.3;
  }
  .category {
    margin: 0;
    font-size: 0.8rem;
    color: ${theme.color.muted};
  }
  .price {
    position: absolute;
    left: ${theme.space(3)};
    bottom: ${theme.space(3)};
    margin: 0;
    font-weight: 700;
    color: ${theme.color.text};
  }
  .add {
    position: absolute;
    right: ${theme.space(3)};
    bottom: ${theme.space(2)};
    width: 40px;
    height: 40px;
    border: 0;
    border-radius: 50%;
    background: ${theme.color.brand};
    color: #fff;
    cursor: pointer;
    display: grid;
    place-items: center;
    ${focusVisible}
  }
  .add:hover {
    background: ${theme.color.brandDark};
  }
`;

function CartPlusIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.5 12h11l2-8H7" />
      <path d="M14 6v5M11.5 8.5h5" />
    </svg>
  );
}

/**
 * A result: image, name and category link to the product page; the icon button adds one to the cart.
 * `eager` for a card on the first screen, whose image should not wait to be scrolled to; `words`
 * are what the search matched, marked in the name.
 */
export function ResultCard({ hit, eager = false, words = [] }: { hit: SearchHit; eager?: boolean; words?: readonly HighlightWord[] }) {
  const { t, i18n } = useTranslation('search');
  const { t: tc } = useTranslation('common');
  const name = hit.names[isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE];
  const category = tc(`categories.${hit.category}`, { defaultValue: hit.category.replace(/-/g, ' ') });

  // The cart is given the English name: the one it reads back from the catalogue.
  const add = () => {
    bus.publish('cart:item-added', {
      product: { id: hit.id, name: hit.names.en, price: hit.price, currency: 'KES', image: hit.imageUrl ?? '', category: hit.category },
      quantity: 1,
    });
  };

  return (
    <Card>
      <Link className="link" to={paths.product(hit.id)}>
        <div className="media">
          {hit.imageUrl ? <img src={hit.imageUrl} alt="" loading={eager ? 'eager' : 'lazy'} /> : <span>{t('card.noImage')}</span>}
        </div>
        <div className="body">
          <h3>
            <Highlighted text={name} words={words} />
          </h3>
          <p className="category">{category}</p>
        </div>
      </Link>
      <p className="price">{formatMoney(hit.price)}</p>
      <button type="button" className="add" aria-label={t('card.add', { name })} title={t('card.add', { name })} onClick={add}>
        <CartPlusIcon />
      </button>
    </Card>
  );
}
