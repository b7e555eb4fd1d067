// Test-only wiring: the seller namespace, a real supabase-js client whose network is scripted
// (the fake sits at fetch, nothing above it), a signed-in host, and a router.
import type { ReactNode } from 'react';
import { Route } from 'react-router';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createDevHost, type HostApi, type User } from '@marketplace/contracts';
import { localRuntimeConfig } from '@marketplace/tooling';
import { renderRoutesAt, scriptedFetch, setUpTestI18n, type Handler, type Reply, type SentRequest } from '@marketplace/testing';
import { NS } from '../remote';
import { translations } from '../i18n/translations';

export type { Handler, Reply, SentRequest } from '@marketplace/testing';

export const SUPABASE_URL = 'http://backend.test';
export const VENDOR_ID = 'nairobi-tech-hub';

export const setUpI18n = () => setUpTestI18n(NS, translations);

export const VENDOR_USER: User = {
  id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  email: 'vendor@district.market',
  fullName: 'Brian Otieno',
  emailConfirmedAt: '2025-01-02T10:00:00Z',
  createdAt: '2025-01-01T12:00:00Z',
  lastSignInAt: '2025-03-14T12:00:00Z',
  roles: ['vendor'],
};

export interface Backend {
  client: SupabaseClient;
  requests: SentRequest[];
  /** The requests sent to one path ('/rest/v1/rpc/accept_order_line'). */
  sentTo(path: string): SentRequest[];
}

// Each client its own storage key: supabase-js warns about clients sharing one.
let clients = 0;

/** A real supabase-js client whose every request `handler` answers. */
export function scriptedBackend(handler: Handler): Backend {
  const { fetch, requests } = scriptedFetch(handler);
  clients += 1;
  const client = createClient(SUPABASE_URL, 'anon-key-for-tests', {
    global: { fetch },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: `sb-seller-test-${clients}` },
  });
  return { client, requests, sentTo: (path) => requests.filter((r) => r.url.pathname === path) };
}

/** Who the database says the user is: `rpc('current_vendor_id')` and `rpc('is_operator')`. */
function accessReply(request: SentRequest, { vendorId = VENDOR_ID as string | null, operator = false } = {}): Reply | null {
  if (request.url.pathname === '/rest/v1/rpc/current_vendor_id') return { body: vendorId };
  if (request.url.pathname === '/rest/v1/rpc/is_operator') return { body: operator };
  return null;
}

/** A backend that answers the access questions as `access` says, and everything else with `handler`. */
export function sellerBackend(handler: Handler, access: { vendorId?: string | null; operator?: boolean } = {}): Backend {
  return scriptedBackend((request) => accessReply(request, access) ?? handler(request));
}

/** A signed-in host around `backend` (null: no backend configured), its callbacks recorded. */
export function sellerHost(backend: Backend | null, overrides: Partial<HostApi> = {}): HostApi {
  return createDevHost({
    auth: { status: 'signed-in', user: VENDOR_USER, available: true, signOut: async () => undefined },
    getSupabase: async () => backend?.client ?? null,
    config: localRuntimeConfig('localhost', backend ? { url: SUPABASE_URL, anonKey: 'anon-key-for-tests' } : null),
    notify: jest.fn(),
    logSecurityEvent: jest.fn(),
    reportError: jest.fn(() => 'ERR-TEST'),
    setPageTitle: jest.fn(),
    ...overrides,
  });
}

/** `element` on `route` inside the host and a router, opened at `entry`. */
export function renderAt(route: string, element: ReactNode, host: HostApi, entry: string = route) {
  return renderRoutesAt(entry, <Route path={route} element={element} />, host);
}

/** A PostgREST refusal as the server sends it (docs/seller-data.md). */
export function refusal(status: number, code: string, message: string, hint: string | null = null, details: string | null = null): Reply {
  return { status, body: { code, message, details, hint } };
}
