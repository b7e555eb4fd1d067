// Test-only wiring: the host's i18n namespaces, a real supabase-js client whose network is
// scripted (the fake sits at fetch, nothing above it), a host, and a router.
import type { ReactNode } from 'react';
import { Route } from 'react-router';
import i18next from 'i18next';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createDevHost, type HostApi, type Language, type User } from '@marketplace/contracts';
import { localRuntimeConfig } from '@marketplace/tooling';
import {
  renderRoutesAt,
  scriptedFetch,
  setUpTestI18n,
  type Handler,
  type InitialEntry,
  type Reply,
  type SentRequest,
} from '@marketplace/testing';
import { translations } from '../i18n/translations';

export type { Handler, Reply, SentRequest } from '@marketplace/testing';

// jsdom lacks what browsers have and the lockout's e-mail hash uses: Node's stand in.
const nodeUtil = jest.requireActual<typeof import('node:util')>('node:util');
const nodeCrypto = jest.requireActual<typeof import('node:crypto')>('node:crypto');
globalThis.TextEncoder ??= nodeUtil.TextEncoder as typeof globalThis.TextEncoder;
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: nodeCrypto.webcrypto, configurable: true });

export const SUPABASE_URL = 'http://backend.test';
const ANON_KEY = 'anon-key-for-tests';

export const setUpI18n = () => setUpTestI18n('account', translations);

/** Switches the one i18next instance the screens use (and waits for its bundles). */
export async function switchLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language);
}

/** GoTrue's error body (the shape supabase-js turns into AuthApiError / AuthWeakPasswordError). */
export function authError(status: number, code: string, msg: string, extra: Record<string, unknown> = {}): Reply {
  return { status, body: { code: status, error_code: code, msg, ...extra } };
}

export interface ScriptedBackend {
  client: SupabaseClient;
  requests: SentRequest[];
  /** The requests sent to one path (e.g. '/auth/v1/token'). */
  sentTo(path: string): SentRequest[];
}

// Each client its own storage key: supabase-js warns about clients sharing one.
let clients = 0;

/**
 * A real supabase-js client whose network is `handler`; every request is recorded. `session`
 * is put in the client's session store, where supabase-js restores it from.
 */
export function scriptedBackend(handler: Handler, session?: object): ScriptedBackend {
  const { fetch, requests } = scriptedFetch(handler);
  clients += 1;
  const storageKey = `sb-test-auth-token-${clients}`;
  const store = new Map(session ? [[storageKey, JSON.stringify(session)]] : []);
  const client = createClient(SUPABASE_URL, ANON_KEY, {
    global: { fetch },
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey,
      storage: {
        getItem: (key) => store.get(key) ?? null,
        setItem: (key, value) => void store.set(key, value),
        removeItem: (key) => void store.delete(key),
      },
    },
  });
  return { client, requests, sentTo: (path) => requests.filter((r) => r.url.pathname === path) };
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * A stored session for `user`; `method` is how it was made ('recovery' for the mailed reset
 * link, which is what the reset page waits for).
 */
export function storedSession(user: { id: string; email: string }, method: 'password' | 'recovery' = 'password'): object {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  const claims = { sub: user.id, exp: expiresAt, amr: [{ method, timestamp: expiresAt - 60 }] };
  return {
    access_token: `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`,
    refresh_token: 'refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    user: { id: user.id, aud: 'authenticated', email: user.email, app_metadata: {}, user_metadata: {}, created_at: '2025-01-01T00:00:00Z' },
  };
}

export const DEMO_USER: User = {
  id: '7c3d6a52-2f0e-4a8b-9d61-0b5e2f1c9a10',
  email: 'demo@example.com',
  fullName: 'Amina Wanjiru',
  emailConfirmedAt: '2025-01-02T10:00:00Z',
  createdAt: '2025-01-01T12:00:00Z',
  lastSignInAt: '2025-03-14T12:00:00Z',
};

/** A host around `backend` (null: no backend configured), its callbacks recorded. */
export function hostWith(backend: ScriptedBackend | null, overrides: Partial<HostApi> = {}): HostApi {
  return createDevHost({
    auth: { status: 'signed-out', user: null, available: backend !== null, signOut: async () => undefined },
    getSupabase: async () => backend?.client ?? null,
    config: localRuntimeConfig('localhost', backend ? { url: SUPABASE_URL, anonKey: ANON_KEY } : null),
    notify: jest.fn(),
    logSecurityEvent: jest.fn(),
    reportError: jest.fn(() => 'ERR-TEST'),
    ...overrides,
  });
}

/** A signed-in host for `user`. */
export function signedInHost(backend: ScriptedBackend | null, user: User = DEMO_USER, overrides: Partial<HostApi> = {}): HostApi {
  return hostWith(backend, {
    auth: { status: 'signed-in', user, available: true, signOut: async () => undefined },
    ...overrides,
  });
}

/**
 * `element` on `route` inside the host and a router, opened at `entry` (a path, or a location
 * with the state a guard left); any other route renders 'elsewhere'.
 */
export function renderAt(route: string, element: ReactNode, host: HostApi, entry: InitialEntry = route) {
  return renderRoutesAt(entry, <Route path={route} element={element} />, host);
}

/** A promise the test settles itself: holds a request open to see the busy state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
