import { useId, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@marketplace/contracts';
import { PAGE_SIZE, parsePage, parseSort, SORTS, type Catalogue, type Scope, type Sort } from '../lib/catalogue/catalogue';
import { warmImages } from '@marketplace/contracts/public-reads';
import { FIRST_SCREEN_IMAGES } from '../lib/catalogue/columns';
import { useLoad } from '../lib/useLoad';
import { ProductGrid } from './ProductGrid';
import { BROWSE_NAMESPACE } from '../i18n/browse/namespace';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(4)};
  h2 {
    margin: 0;
    font-size: 1.4rem;
  }
  .count {
    margin: 0;
    color: ${theme.color.muted};
    min-width: 8em;
  }
  select {
    min-height: 40px;
    padding: 0 ${theme.space(2)};
    font: inherit;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
  }
  select:focus-visible,
  a:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
`;

const Pager = styled.nav`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${theme.space(4)};
  margin-top: ${theme.space(6)};
  a {
    font-weight: 600;
    color: ${theme.color.brand};
  }
`;

const SORT_LABEL: Record<Sort, string> = {
  featured: 'sort.featured',
  newest: 'sort.newest',
  'price-asc': 'sort.priceAsc',
  'price-desc': 'sort.priceDesc',
};

function scopeKey(scope: Scope): string {
  if (scope.kind === 'category') return `category:${scope.slug}`;
  if (scope.kind === 'vendor') return `vendor:${scope.vendorId}`;
  return scope.kind;
}

/**
 * 'All Products', the server's count, a working sort and 24 products a page, sort and page kept
 * in the address (`?sort=price-asc&page=2`) so a shared link or Back restores them. `empty` is
 * what a scope without products shows (the listing's own line by default).
 */
export function ProductList({ scope, empty }: { scope: Scope; empty?: ReactNode }) {
  const { t } = useTranslation(BROWSE_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const sort = parseSort(params.get('sort'));
  const page = parsePage(params.get('page'));
  const selectId = useId();
  const key = `${scopeKey(scope)}|${sort}|${page}`;
  const { state, retry } = useLoad(key, (catalogue: Catalogue) =>
    catalogue.listing(scope, sort, page).then((listing) => {
      warmImages(listing.items.slice(0, FIRST_SCREEN_IMAGES).map((product) => product.image));
      return listing;
    }),
  );

  const pages = state.status === 'ready' ? Math.max(1, Math.ceil(state.data.total / PAGE_SIZE)) : 1;
  const pageLink = (n: number) => {
    const next = new URLSearchParams(params);
    if (n === 1) next.delete('page');
    else next.set('page', String(n));
    return `?${next.toString()}`;
  };

  const changeSort = (value: string) => {
    const next = new URLSearchParams(params);
    next.set('sort', parseSort(value));
    next.delete('page');
    setParams(next);
  };

  return (
    <section aria-labelledby="all-products-heading">
      <Bar>
        <h2 id="all-products-heading">{t('listing.allProducts')}</h2>
        <p className="count" aria-live="polite" data-testid="result-count">
          {state.status === 'ready' ? t('listing.count', { count: state.data.total }) : ''}
        </p>
        <label htmlFor={selectId}>
          {t('sort.label')}{' '}
          <select id={selectId} value={sort} onChange={(event) => changeSort(event.target.value)}>
            {SORTS.map((value) => (
              <option key={value} value={value}>
                {t(SORT_LABEL[value])}
              </option>
            ))}
          </select>
        </label>
      </Bar>
      <ProductGrid
        state={state.status === 'ready' ? { status: 'ready', data: state.data.items } : state}
        retry={retry}
        skeletons={8}
        eagerImages={FIRST_SCREEN_IMAGES}
      />
      {state.status === 'ready' && state.data.items.length === 0 && (empty ?? <p>{t('listing.empty')}</p>)}
      {pages > 1 && (
        <Pager aria-label={t('listing.pages')}>
          {page > 1 && (
            <Link to={pageLink(page - 1)} rel="prev">
              {t('listing.previous')}
            </Link>
          )}
          <span aria-current="page">{t('listing.pageOf', { page, pages })}</span>
          {page < pages && (
            <Link to={pageLink(page + 1)} rel="next">
              {t('listing.next')}
            </Link>
          )}
        </Pager>
      )}
    </section>
  );
}
