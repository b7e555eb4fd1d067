import type { ReactNode } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createDevHost, type HostApi, type ProductSummary, type User } from '@marketplace/contracts';
import { localRuntimeConfig } from '@marketplace/tooling';
import { renderRoutesAt, scriptedFetch, setUpTestI18n } from '@marketplace/testing';
import { translations } from '../i18n/translations';

/** Test-only wiring: i18n with the host's namespaces, a signed-in host, a router, and a fake backend. */

export const setUpI18n = () => setUpTestI18n('cart', translations);

/** jsdom's crypto lacks randomUUID (browsers have it); Node's stands in. */
export function provideRandomUUID() {
  if (!globalThis.crypto.randomUUID) {
    Object.defineProperty(globalThis.crypto, 'randomUUID', {
      value: jest.requireActual<typeof import('node:crypto')>('node:crypto').randomUUID,
    });
  }
}

export const BACKEND = { url: 'http://backend.test', anonKey: 'anon-key-for-tests' };

export const dress: ProductSummary = {
  id: 'fp-1',
  name: 'Kitenge Print Maxi Dress',
  price: 2500,
  currency: 'KES',
  image: '/img/dress.svg',
  category: 'clothing',
};
export const earbuds: ProductSummary = {
  ...dress,
  id: 'fp-2',
  name: 'Wireless Earbuds Pro',
  price: 4200,
  image: '/img/earbuds.svg',
  category: 'electronics',
};

/** A backend answer as supabase-js hands it to the app. */
export type Answer =
  { data: unknown; error: null } | { data: null; error: { message: string; code?: string; details?: string | null; hint?: string | null } };

export interface QueryCall {
  table: string;
  filters: Record<string, unknown>;
  single: boolean;
}

export interface Backend {
  /** `from(table)…` reads: products (catalogue refresh), orders and payments (payment polling). */
  query(call: QueryCall): Answer;
  rpc(name: string, args: Record<string, unknown>): Answer;
  invoke(name: string, body: Record<string, string>): Answer;
}

/**
 * The network edge: a supabase-js client (and the page's fetch, for public reads) whose every
 * request is answered by `backend` and recorded. Everything above it (the app's data modules, hooks and screens) is the real code.
 */
export function fakeSupabase(overrides: Partial<Backend> = {}) {
  const backend: Backend = {
    query: ({ table, filters }) =>
      table === 'products'
        ? { data: catalogueRows(filters['id'] as string[] | undefined), error: null }
        : { data: table === 'payments' ? [] : { status: 'pending_payment' }, error: null },
    rpc: () => ({ data: null, error: { message: 'no rpc in this test' } }),
    invoke: () => ({ data: { ResponseCode: '0', CustomerMessage: 'Success. Request accepted for processing' }, error: null }),
    ...overrides,
  };
  const queries: QueryCall[] = [];
  const rpc = jest.fn(async (name: string, args: Record<string, unknown>) => backend.rpc(name, args));
  const invoke = jest.fn(async (name: string, options: { body: Record<string, string> }) => backend.invoke(name, options.body));
  const from = (table: string) => {
    const call: QueryCall = { table, filters: {}, single: false };
    const builder = {
      select: () => builder,
      eq: (column: string, value: unknown) => ((call.filters[column] = value), builder),
      in: (column: string, values: unknown[]) => ((call.filters[column] = values), builder),
      order: () => builder,
      limit: () => builder,
      single: () => ((call.single = true), builder),
      then: <T,>(onFulfilled: (answer: Answer) => T, onRejected?: (reason: unknown) => T) =>
        Promise.resolve()
          .then(() => {
            queries.push(call);
            return backend.query(call);
          })
          .then(onFulfilled, onRejected),
    };
    return builder;
  };
  // The catalogue is read with postgrest-js and the page's fetch (public reads): the same
  // backend answers it, as PostgREST would (`/rest/v1/products?id=in.(a,b)`).
  globalThis.fetch = scriptedFetch(({ url }) => {
    const table = url.pathname.replace(/^.*\/rest\/v1\//, '');
    const inList = /^in\.\((.*)\)$/.exec(url.searchParams.get('id') ?? '');
    const call: QueryCall = {
      table,
      filters: inList ? { id: inList[1]!.split(',').map((id) => id.replace(/^"|"$/g, '')) } : {},
      single: false,
    };
    queries.push(call);
    const answer = backend.query(call);
    return answer.error ? { status: 400, body: answer.error } : { body: answer.data };
  }).fetch;
  const client = { from, rpc, functions: { invoke } } as unknown as SupabaseClient;
  return { client, rpc, invoke, queries, pollsOf: (table: string) => queries.filter((q) => q.table === table).length };
}

/** The catalogue's rows for the two test products (the same prices as in the cart). */
function catalogueRows(ids: string[] | undefined) {
  return [dress, earbuds]
    .filter((p) => !ids || ids.includes(p.id))
    .map((p) => ({ id: p.id, name: p.name, price: String(p.price), image: `products/${p.id}.svg`, category: p.category }));
}

const SHOPPER: User = {
  id: 'user-1',
  email: 'amina@example.com',
  fullName: 'Amina Hassan',
  emailConfirmedAt: null,
  createdAt: null,
  lastSignInAt: null,
};

export function signedInHost(client: SupabaseClient, overrides: Partial<HostApi> = {}): HostApi {
  return createDevHost({
    auth: { status: 'signed-in', user: SHOPPER, available: true, signOut: async () => undefined },
    config: localRuntimeConfig('localhost', BACKEND),
    getSupabase: async () => client,
    notify: jest.fn(),
    reportError: jest.fn(() => 'ERR-TEST'),
    ...overrides,
  });
}

export const renderAt = (path: string, routes: ReactNode, host: HostApi) => renderRoutesAt(path, routes, host);
