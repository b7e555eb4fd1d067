import type { ReactNode } from 'react';
import { createDevHost, type HostApi } from '@marketplace/contracts';
import { localRuntimeConfig } from '@marketplace/tooling';
import { act } from '@testing-library/react';
import { renderRoutesAt, setUpTestI18n } from '@marketplace/testing';
import { translations } from '../i18n/translations';

/** Test-only wiring: i18n with the host's namespaces, a host, a router, and a fake PostgREST. */

export const setUpI18n = () => setUpTestI18n('catalog', translations);

/** Lets a frame paint and the task after it run: what the home page's lower sections wait for. */
export const firstPaint = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done))));

export const BACKEND = { url: 'http://backend.test', anonKey: 'anon-key-for-tests' };

export function testHost(overrides: Partial<HostApi> = {}, configured = true): HostApi {
  return createDevHost({
    config: localRuntimeConfig('localhost', configured ? BACKEND : null),
    notify: jest.fn(),
    reportError: jest.fn(() => 'ERR-TEST'),
    ...overrides,
  });
}

export const renderAt = (path: string, routes: ReactNode, host: HostApi = testHost()) => renderRoutesAt(path, routes, host);

type Answer = { status?: number; body: unknown; total?: number };

/** A request as it left the app: where it went, how, and the body it carried (parsed JSON). */
export interface SentRequest {
  url: URL;
  method: string;
  body: unknown;
}

/**
 * Replaces fetch with a fake PostgREST: `answer` sees each request's URL (and a function call's
 * parsed body) and returns rows. Every request is recorded so a test can check what was (or was
 * not) asked; `sent` also keeps the method and body of each.
 */
export function fakeBackend(answer: (url: URL, body: unknown) => Answer | Promise<Answer>) {
  const requests: URL[] = [];
  const sent: SentRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    requests.push(url);
    const request = {
      url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
    };
    sent.push(request);
    const { status = 200, body, total } = await answer(url, request.body);
    const text = JSON.stringify(body);
    const headers = new Map<string, string>([['content-type', 'application/json']]);
    if (total !== undefined) headers.set('content-range', `0-${Math.max(0, (Array.isArray(body) ? body.length : 1) - 1)}/${total}`);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: status === 200 ? 'OK' : 'Error',
      headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as unknown as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { requests, sent, fetchMock };
}

/** A text with no Swahili or Somali version: English in every language, as the catalogue maps it. */
export const englishOnly = (text: string) => ({ en: text, sw: text, so: text });

/** A products row as PostgREST returns it (no Swahili or Somali texts unless overridden). */
export function productRow(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `Product ${id}`,
    name_sw: null,
    name_so: null,
    description: `About ${id}`,
    description_sw: null,
    description_so: null,
    price: '1000.00',
    original_price: '1500.00',
    rating: '4.5',
    rating_count: 10,
    is_new: false,
    category: 'clothing',
    image: `products/${id}.svg`,
    stock: 20,
    vendor: { id: 'mama-africa-fashions', name: 'Mama Africa Fashions', slug: 'mama-africa-fashions' },
    ...overrides,
  };
}

/**
 * Each category's published products in the seeded catalogue: listed_count is counted by SQL
 * (migration 20250126000100), no longer the spec's sample figures (1200, 840 …).
 */
const LISTED_COUNTS: Record<string, number> = {
  clothing: 9,
  electronics: 10,
  'home-kitchen': 9,
  beauty: 8,
  jewelry: 8,
  models: 9,
  food: 8,
};

/** A categories row as PostgREST returns it (names and descriptions per language). */
export function categoryRow(slug: string, overrides: Record<string, unknown> = {}) {
  return {
    slug,
    name_en: `${slug} (en)`,
    name_so: `${slug} (so)`,
    name_sw: `${slug} (sw)`,
    description_en: `All about ${slug}`,
    description_so: `Wax walba oo ku saabsan ${slug}`,
    description_sw: `Yote kuhusu ${slug}`,
    image: `categories/${slug}.svg`,
    listed_count: LISTED_COUNTS[slug] ?? 0,
    ...overrides,
  };
}

/** A vendors row as PostgREST returns it. */
export function vendorRow(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    slug: id,
    name: `Vendor ${id}`,
    category: 'clothing',
    rating: '4.5',
    product_count: 12,
    image: `vendors/${id}.svg`,
    description: `The shop ${id}`,
    description_sw: null,
    description_so: null,
    location: 'Biashara Street, Nairobi',
    contact_phone: null,
    joined_on: '2021-03-14',
    ...overrides,
  };
}
