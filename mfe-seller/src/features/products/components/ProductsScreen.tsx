import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMoney, theme } from '@marketplace/contracts';
import { NS } from '../../../remote';
import { SellerFrame } from '../../../components/SellerFrame';
import { ReadStatus } from '../../../components/ReadStatus';
import { Button, CardTable, FieldBox, linkStyle, srOnly } from '../../../components/styles';
import { ProductStatusBadge } from '../../../components/ProductStatusBadge';
import { useImageUrl } from '../../../lib/useImageUrl';
import { useRead } from '../../../lib/useRead';
import { sellerPaths } from '../../../lib/routes';
import { PRODUCT_FILTERS, PRODUCTS_PER_PAGE, readProducts, type ProductFilter } from '../data/products';

const Toolbar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${theme.space(3)};
  margin: 0 0 ${theme.space(4)};
  > div {
    flex: 1 1 12rem;
  }
  a {
    ${linkStyle} margin-left: auto;
    align-self: center;
  }
`;

/** The products as rows on a wide screen, as cards on a phone (CardTable); the picture shows on a wide screen only. */
const Table = styled(CardTable)`
  img {
    width: 48px;
    height: 48px;
    object-fit: cover;
    border-radius: ${theme.radius};
    background: ${theme.color.background};
  }
  a {
    ${linkStyle}
  }
  s {
    color: ${theme.color.muted};
    margin-left: ${theme.space(1)};
  }
  .sr-only {
    ${srOnly}
  }
  @media (max-width: ${theme.breakpoint.mobile}) {
    .wide {
      display: none;
    }
  }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(4)};
`;

const isFilter = (value: string | null): value is ProductFilter => PRODUCT_FILTERS.includes(value as ProductFilter);

/** The vendor's products with search, a status filter and pages; the address keeps all three. */
function ProductList({ vendorId }: { vendorId: string }) {
  const { t } = useTranslation(NS);
  const imageUrl = useImageUrl();
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const status = params.get('status');
  const filter: ProductFilter = isFilter(status) ? status : 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [typed, setTyped] = useState(query);

  const key = `products:${vendorId}:${filter}:${page}:${query}`;
  const { state } = useRead(key, (supabase) => readProducts(supabase, vendorId, { query, filter, page }), 'read-products');

  const go = (next: { q?: string; status?: ProductFilter; page?: number }) => {
    const values = { q: query, status: filter, page, ...next };
    const search = new URLSearchParams();
    if (values.q) search.set('q', values.q);
    if (values.status !== 'all') search.set('status', values.status);
    if (values.page > 1) search.set('page', String(values.page));
    setParams(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: typed.trim(), page: 1 });
  };
  const pages = state.status === 'ready' ? Math.max(1, Math.ceil(state.data.total / PRODUCTS_PER_PAGE)) : 1;

  return (
    <>
      <Toolbar role="search" onSubmit={submit}>
        <FieldBox>
          <label htmlFor="seller-product-search">{t('products.search')}</label>
          <input id="seller-product-search" type="search" maxLength={100} value={typed} onChange={(e) => setTyped(e.target.value)} />
        </FieldBox>
        <Button type="submit">{t('products.searchButton')}</Button>
        <FieldBox>
          <label htmlFor="seller-product-filter">{t('products.filter')}</label>
          <select id="seller-product-filter" value={filter} onChange={(e) => go({ status: e.target.value as ProductFilter, page: 1 })}>
            {PRODUCT_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`products.filters.${f}`)}
              </option>
            ))}
          </select>
        </FieldBox>
        <Link to={sellerPaths.newProduct()}>{t('products.add')}</Link>
      </Toolbar>
      <ReadStatus state={state} loading={t('products.loading')} />
      {state.status === 'ready' && state.data.products.length === 0 && (
        <p>{query || filter !== 'all' ? t('products.noMatch') : t('products.none')}</p>
      )}
      {state.status === 'ready' && state.data.products.length > 0 && (
        <>
          <p role="status">{t('products.count', { count: state.data.total })}</p>
          <Table>
            <thead>
              <tr>
                <th className="wide">
                  <span className="sr-only">{t('products.columns.image')}</span>
                </th>
                <th scope="col">{t('products.columns.name')}</th>
                <th scope="col">{t('products.columns.price')}</th>
                <th scope="col">{t('products.columns.stock')}</th>
                <th scope="col">{t('products.columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.products.map((product) => {
                const src = imageUrl(product.image);
                return (
                  <tr key={product.id}>
                    <td className="wide">{src ? <img src={src} alt="" loading="lazy" /> : null}</td>
                    <td data-label={t('products.columns.name')}>
                      <Link to={sellerPaths.product(product.id)}>{product.name}</Link>
                    </td>
                    <td data-label={t('products.columns.price')}>
                      <span>
                        {formatMoney(product.price)}
                        {product.original_price !== null && <s>{formatMoney(product.original_price)}</s>}
                      </span>
                    </td>
                    <td data-label={t('products.columns.stock')}>{product.stock}</td>
                    <td data-label={t('products.columns.status')}>
                      <ProductStatusBadge status={product.status} stock={product.stock} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
          {pages > 1 && (
            <Pager aria-label={t('products.pages')}>
              <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
                {t('products.previous')}
              </Button>
              <span>{t('products.pageOf', { page, pages })}</span>
              <Button type="button" $variant="secondary" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
                {t('products.next')}
              </Button>
            </Pager>
          )}
        </>
      )}
    </>
  );
}

/** /seller/products */
export function ProductsScreen() {
  const { t } = useTranslation(NS);
  return (
    <SellerFrame title={t('pages.products')} audience="member">
      {(access) => access.vendorId && <ProductList vendorId={access.vendorId} />}
    </SellerFrame>
  );
}
