/** @jest-environment node */
import { catalogueRead, ownOrdersCacheKey, ownOrdersOf, searchCacheKey } from './reads';

const token = (claims: object) => `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.y`;
const request = (url: string, claims?: object, init: RequestInit = {}) =>
  new Request(url, { ...init, headers: claims ? { Authorization: `Bearer ${token(claims)}` } : {} });
const REST = 'https://project.supabase.co/rest/v1';

describe('the backend reads the worker keeps', () => {
  it("keeps the public catalogue as a visitor or a shopper reads it, never a vendor's or an operator's reads", () => {
    expect(catalogueRead(new URL(`${REST}/products?select=*`), request(`${REST}/products?select=*`))).toBe('GET');
    expect(catalogueRead(new URL(`${REST}/categories`), request(`${REST}/categories`, { sub: 'u1', role: 'authenticated' }))).toBe('GET');
    expect(
      catalogueRead(new URL(`${REST}/products`), request(`${REST}/products`, { sub: 'v1', app_metadata: { roles: ['vendor'] } })),
    ).toBeNull();
    expect(catalogueRead(new URL(`${REST}/orders`), request(`${REST}/orders`))).toBeNull();
    for (const call of ['search_page', 'search_products', 'catalog_page', 'catalog_count']) {
      expect(catalogueRead(new URL(`${REST}/rpc/${call}`), request(`${REST}/rpc/${call}`, undefined, { method: 'POST', body: '{}' }))).toBe(
        'POST',
      );
    }
    expect(
      catalogueRead(new URL(`${REST}/rpc/place_order`), request(`${REST}/rpc/place_order`, undefined, { method: 'POST', body: '{}' })),
    ).toBeNull();
  });

  it('keeps a search under its URL and body, as a GET', async () => {
    const key = await searchCacheKey(new Request(`${REST}/rpc/search_products?select=id`, { method: 'POST', body: '{"q":"lamp"}' }));
    expect(key.method).toBe('GET');
    expect(new URL(key.url).searchParams.get('__body')).toBe('{"q":"lamp"}');
  });

  it("keeps a shopper's own orders under their user id, never a read without a user id or a vendor's", () => {
    const mine = request(`${REST}/orders?select=*`, { sub: 'shopper-1' });
    expect(ownOrdersOf(new URL(mine.url), mine)).toBe('shopper-1');
    expect(new URL(ownOrdersCacheKey(mine).url).searchParams.get('__user')).toBe('shopper-1');
    const other = request(`${REST}/orders?select=*`, { sub: 'shopper-2' });
    expect(ownOrdersCacheKey(other).url).not.toBe(ownOrdersCacheKey(mine).url);
    expect(ownOrdersOf(new URL(`${REST}/orders`), request(`${REST}/orders`))).toBeNull();
    expect(
      ownOrdersOf(new URL(`${REST}/orders`), request(`${REST}/orders`, { sub: 'v1', app_metadata: { roles: ['vendor'] } })),
    ).toBeNull();
  });
});
