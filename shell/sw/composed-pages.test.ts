/** @jest-environment node */
import { keepable, keptPageAge, sharedLifetime, shopperLanguage } from './composed-pages';

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const servedAt = Date.parse('2026-11-27T10:00:00Z');
const page = (headers: Record<string, string>, status = 200) =>
  new Response('<html></html>', { status, headers: { Date: new Date(servedAt).toUTCString(), 'Content-Language': 'sw', ...headers } });

describe('pages the shell server composed, as the worker keeps them', () => {
  it("reads a shared cache's lifetime from Cache-Control, and none from a page that may not be shared", () => {
    expect(sharedLifetime(PUBLIC)).toEqual({ freshS: 60, staleS: 300 });
    expect(sharedLifetime('public, s-maxage=30')).toEqual({ freshS: 30, staleS: 0 });
    expect(sharedLifetime('no-store')).toBeNull();
    expect(sharedLifetime('private, s-maxage=60')).toBeNull();
    expect(sharedLifetime('public, max-age=60')).toBeNull();
    expect(sharedLifetime('public, s-maxage=soon')).toBeNull();
    expect(sharedLifetime(null)).toBeNull();
  });

  it('keeps a composed public page, not a degraded, personal or missing one', () => {
    expect(keepable(page({ 'Cache-Control': PUBLIC }))).toBe(true);
    expect(keepable(page({ 'Cache-Control': 'no-store' }))).toBe(false);
    expect(keepable(page({ 'Cache-Control': PUBLIC }, 404))).toBe(false);
  });

  it('shows a kept page as it is while fresh, asks again behind it while stale, and never after or in another language', () => {
    const kept = page({ 'Cache-Control': PUBLIC });
    expect(keptPageAge(kept, servedAt + 59_000, 'sw')).toBe('fresh');
    expect(keptPageAge(kept, servedAt + 61_000, 'sw')).toBe('stale');
    expect(keptPageAge(kept, servedAt + 359_000, 'sw')).toBe('stale');
    expect(keptPageAge(kept, servedAt + 361_000, 'sw')).toBeNull();
    expect(keptPageAge(kept, servedAt + 1000, 'so')).toBeNull();
    expect(keptPageAge(kept, servedAt + 1000, null)).toBeNull();
    expect(keptPageAge(page({ 'Cache-Control': PUBLIC, Date: 'garbage' }), servedAt, 'sw')).toBeNull();
  });

  it("reads the shopper's language from the cookie store, and none where there is no store or no valid cookie", async () => {
    const store = (value: string | null) => ({ cookieStore: { get: async () => (value === null ? null : { value }) } });
    expect(await shopperLanguage(store('so'))).toBe('so');
    expect(await shopperLanguage(store('fr'))).toBeNull();
    expect(await shopperLanguage(store(null))).toBeNull();
    expect(await shopperLanguage({})).toBeNull();
    expect(await shopperLanguage({ cookieStore: { get: () => Promise.reject(new Error('denied')) } })).toBeNull();
  });
});
