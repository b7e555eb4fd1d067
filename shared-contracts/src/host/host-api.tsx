import { pageSingleton } from '../page-singleton';
import { createContext, useContext, type ReactNode } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { User } from '../entities';
import type { RuntimeConfig } from './runtime-config';
import type { HostConnection } from './page-connection';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface Toast {
  kind: 'info' | 'success' | 'warning' | 'error';
  message: string;
  title?: string;
  /** Milliseconds on screen; high-severity errors use the spec's 8000. */
  durationMs?: number;
}

export type SecurityEventType = 'auth_success' | 'auth_failure' | 'suspicious_activity' | 'file_upload' | 'rate_limit';

export interface SecurityEventInput {
  type: SecurityEventType;
  email?: string;
  details?: Record<string, unknown>;
}

/**
 * The page's realtime connection, as a remote sees it: `connecting` until the socket first opens,
 * `open`, `reconnecting` after it dropped (realtime-js retries after 1, 2, 5, then every 10 s),
 * `closed` when there is none (no backend, or nothing subscribed).
 */
export type LiveState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** Row changes of one table to follow (`filter` is PostgREST-style, e.g. `order_id=eq.ORD-1`). */
export interface LiveSpec {
  table: string;
  /** Default `public`. */
  schema?: string;
  /** Default `*` (every event). */
  event?: 'INSERT' | 'UPDATE' | 'DELETE' | '*';
  filter?: string;
}

/** One row change, as Realtime sends it after row-level security: the new row (empty on DELETE). */
export interface LiveChange {
  table: string;
  schema: string;
  event: 'INSERT' | 'UPDATE' | 'DELETE';
  new: Record<string, unknown>;
  old: Record<string, unknown>;
}

/**
 * A subscription's status, realtime-js's names: `SUBSCRIBED` each time it joins (again after every
 * reconnect: Realtime does not replay changes missed meanwhile, so read again), `CHANNEL_ERROR` or
 * `TIMED_OUT` when it cannot (no backend, the socket dropped, the server refused), `CLOSED`.
 */
export type LiveStatus = 'SUBSCRIBED' | 'CHANNEL_ERROR' | 'TIMED_OUT' | 'CLOSED';

/** The page's one realtime client, owned by the shell with the auth session. */
export interface HostLive {
  /** Follows changes of `spec` (one table, or several on one channel) until the returned function is called. */
  subscribe(
    spec: LiveSpec | readonly LiveSpec[],
    onChange: (change: LiveChange) => void,
    onStatus?: (status: LiveStatus) => void,
  ): () => void;
  state(): LiveState;
  /** Calls `listener` on every change of `state()` until the returned function is called. */
  onState(listener: (state: LiveState) => void): () => void;
}

/** What the shell offers every remote. A remote never reaches into the shell any other way. */
export interface HostApi {
  auth: {
    status: AuthStatus;
    user: User | null;
    /** False when no backend is configured: auth screens show the spec's unavailable message. */
    available: boolean;
    signOut(): Promise<void>;
  };
  /**
   * The one supabase-js client of the page (loaded on first use), or null when the backend is
   * not configured.
   */
  getSupabase(): Promise<SupabaseClient | null>;
  config: RuntimeConfig | null;
  notify(toast: Toast): void;
  logSecurityEvent(event: SecurityEventInput): void;
  /** Reports an error and returns the Error ID shown to the user. */
  reportError(error: unknown, context?: Record<string, string>): string;
  /**
   * Names the page on screen in the tab title (a product's, a category's, a vendor's name) in place
   * of the route's title; null gives the route's title back. The shell keeps a name to the address
   * it was given on, so a page left behind never names the next. Since contracts 1.5: a remote
   * calls it as `setPageTitle?.()`, since a shell on an older 1.x runs it too.
   */
  setPageTitle?(name: string | null): void;
  /**
   * Live row changes (Supabase Realtime) through the page's one socket; a remote never opens its
   * own. Since contracts 2.1: a remote calls it as `live?.…` and, without it, reads on its own.
   */
  live?: HostLive;
  /**
   * Whether the shop can be reached, judged from what actually happens (the browser's word, failed
   * requests and a probe while down). Since contracts 2.2; `isOffline()` of
   * `@marketplace/contracts/connection` reads the same.
   */
  connection?: HostConnection;
}

const HostContext = pageSingleton('host-context', () => createContext<HostApi | null>(null));

export function HostProvider({ value, children }: { value: HostApi; children: ReactNode }) {
  return <HostContext value={value}>{children}</HostContext>;
}

export function useHost(): HostApi {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost() outside a HostProvider: render the remote inside the shell or its dev host');
  return host;
}

/** `bytes` random bytes from the platform's CSPRNG, as lower-case hex (the one random-id helper). */
export function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A short random id a user can quote to support. */
export function newErrorId(): string {
  return `ERR-${randomHex(6).toUpperCase()}`;
}

/** The host a remote's standalone bootstrap provides, so each remote runs alone in dev. */
export function createDevHost(overrides: Partial<HostApi> = {}): HostApi {
  return {
    auth: { status: 'signed-out', user: null, available: false, signOut: async () => undefined },
    getSupabase: async () => null,
    config: null,
    notify: (toast) => console.info(`[dev host] ${toast.kind}: ${toast.message}`),
    logSecurityEvent: (event) => console.info('[dev host] security event', event.type),
    reportError: (error) => {
      const id = newErrorId();
      console.error(`[dev host] ${id}`, error);
      return id;
    },
    setPageTitle: (name) => {
      if (name) document.title = name;
    },
    ...overrides,
  };
}
