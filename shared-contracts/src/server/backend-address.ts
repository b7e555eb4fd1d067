// Where a fragment server reaches the backend. Node only, beside ./render.tsx.
import type { RuntimeConfig } from '../host/runtime-config';

export interface ServerBackend {
  /** The backend as the browser reaches it: what the render sees, and so what its HTML names. */
  backend: NonNullable<RuntimeConfig['supabase']>;
  /** Where this server reaches the same backend instead (SUPABASE_SERVER_URL), or null. */
  reachedAt: string | null;
}

const httpUrl = (name: string, value: string): string => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, got: ${value}`);
  return value;
};

/**
 * The backend from a fragment server's environment: SUPABASE_URL and SUPABASE_ANON_KEY (required,
 * the public ones), and SUPABASE_SERVER_URL (optional) where the server reaches the backend when
 * that is not the public address (inside a container, http://localhost:54321 is not the backend's).
 */
export function serverBackend(env: Record<string, string | undefined>): ServerBackend {
  const required = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`${name} is not set`);
    return value;
  };
  const backend = { url: httpUrl('SUPABASE_URL', required('SUPABASE_URL')), anonKey: required('SUPABASE_ANON_KEY') };
  const reachedAt = env.SUPABASE_SERVER_URL ? httpUrl('SUPABASE_SERVER_URL', env.SUPABASE_SERVER_URL) : null;
  return { backend, reachedAt };
}

/**
 * `fetchImpl` with every request under `publicUrl` sent under `serverUrl` instead, path and query
 * kept. The render keeps the public address, so image addresses and the reads' keys in the HTML
 * are the ones the browser uses and hydration agrees; only where the bytes come from changes.
 */
export function fetchReaching(publicUrl: string, serverUrl: string, fetchImpl: typeof fetch): typeof fetch {
  const from = new URL(publicUrl);
  const base = from.pathname.replace(/\/+$/, '');
  const to = serverUrl.replace(/\/+$/, '');
  const moved = (url: string): string | null => {
    const target = new URL(url);
    const underBase = target.pathname === base || target.pathname.startsWith(`${base}/`);
    if (target.origin !== from.origin || !underBase) return null;
    return to + target.pathname.slice(base.length) + target.search;
  };
  return (input, init) => {
    if (input instanceof Request) {
      const url = moved(input.url);
      return fetchImpl(url ? new Request(url, input) : input, init);
    }
    return fetchImpl(moved(String(input)) ?? input, init);
  };
}
