import { isLanguage, LANGUAGE_COOKIE, type Language } from '@marketplace/contracts/language-codes';

/**
 * Pages the shell's server composed (docs/offline.md), kept per address for as long as the server
 * lets a shared cache keep them: `s-maxage` fresh, then `stale-while-revalidate` more while a
 * newer copy is fetched behind the page. Such a page opened again paints its content from the
 * phone at once. A page marked otherwise (a degraded or personal page: `no-store`) is never kept.
 */
export interface SharedLifetime {
  freshS: number;
  staleS: number;
}

/** How long a shared cache may keep a page, from its Cache-Control; null if it may not. */
export function sharedLifetime(cacheControl: string | null): SharedLifetime | null {
  const directives = new Map(
    (cacheControl ?? '').split(',').map((part) => {
      const [name = '', value = ''] = part.trim().toLowerCase().split('=');
      return [name, value] as const;
    }),
  );
  if (!directives.has('public') || directives.has('no-store') || directives.has('private')) return null;
  const freshS = Number(directives.get('s-maxage'));
  if (!directives.has('s-maxage') || !Number.isFinite(freshS) || freshS < 0) return null;
  const stale = Number(directives.get('stale-while-revalidate') ?? 0);
  return { freshS, staleS: Number.isFinite(stale) && stale > 0 ? stale : 0 };
}

/**
 * Whether a kept page may be shown now, before the network is asked, and whether to ask it behind
 * the page: 'fresh' within `s-maxage` (shown as it is, as a CDN would, so a page opened again
 * costs the shopper no bytes), 'stale' within `stale-while-revalidate` after it (shown while a
 * newer copy is fetched), null after, or in another language than the shopper reads (a page in
 * another language would be rendered again by the browser after painting in the wrong one).
 */
export function keptPageAge(kept: Response, now: number, language: Language | null): 'fresh' | 'stale' | null {
  const lifetime = sharedLifetime(kept.headers.get('Cache-Control'));
  const servedAt = Date.parse(kept.headers.get('Date') ?? '');
  if (!lifetime || Number.isNaN(servedAt) || language === null) return null;
  if (kept.headers.get('Content-Language') !== language) return null;
  const age = now - servedAt;
  if (age <= lifetime.freshS * 1000) return 'fresh';
  return age <= (lifetime.freshS + lifetime.staleS) * 1000 ? 'stale' : null;
}

/** Whether a network answer to a navigation is a page to keep. */
export function keepable(response: Response): boolean {
  return response.status === 200 && sharedLifetime(response.headers.get('Cache-Control')) !== null;
}

interface CookieStoreLike {
  get(name: string): Promise<{ value?: string } | null>;
}

/** The shopper's language as the pages store it (the cookie the shell's server reads too). */
export async function shopperLanguage(scope: { cookieStore?: CookieStoreLike }): Promise<Language | null> {
  const cookie = await scope.cookieStore?.get(LANGUAGE_COOKIE).catch(() => null);
  const value = cookie?.value ? decodeURIComponent(cookie.value) : null;
  return isLanguage(value) ? value : null;
}
