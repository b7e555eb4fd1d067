import { fileURLToPath } from 'node:url';
import { BACKEND_PORT } from '@marketplace/tooling';
import type { RuntimeConfig } from '@marketplace/contracts';
import { startBackend, type RateLimits } from 'local-backend/src/server';

export const DEMO_USER = { email: 'demo@district.market', password: 'Demo!2345' };
/** The seller center's seeded users (supabase/seed.sql): a member of Nairobi Tech Hub and an operator. */
export const VENDOR_USER = { email: 'vendor@district.market', password: 'Vendor!2345' };
export const OPERATOR_USER = { email: 'operator@district.market', password: 'Operator!2345' };

/**
 * Where `serve.ts` leaves the running test backend's service key (git-ignored, owner-only), so
 * e2e specs can read tables no browser may read, such as `security_events`. The in-memory
 * backend's keys change on every start.
 */
export const E2E_BACKEND_FILE = fileURLToPath(new URL('../../node_modules/.cache/marketplace/e2e-backend.json', import.meta.url));

export interface RunningBackend {
  url: string;
  supabase: NonNullable<RuntimeConfig['supabase']>;
  serviceKey: string;
  close(): Promise<void>;
}

/** The local Supabase-compatible backend, in this process, on its usual port unless told. */
export async function startLocalBackend(options: {
  inMemory: boolean;
  quiet: boolean;
  rateLimits?: RateLimits;
  /** Another port than the usual (the benchmark runs beside a site already serving). */
  port?: number;
  corsOrigins?: string[];
}): Promise<RunningBackend> {
  const backend = await startBackend({
    port: options.port ?? BACKEND_PORT,
    corsOrigins: options.corsOrigins,
    inMemory: options.inMemory,
    log: !options.quiet,
    siteUrl: 'http://localhost:3000',
    rateLimits: options.rateLimits,
  });
  // The apps are served from localhost, so the browser reaches the backend by that name too.
  const url = `http://localhost:${backend.port}`;
  return {
    url,
    supabase: { url, anonKey: backend.anonKey },
    serviceKey: backend.serviceKey,
    close: () => backend.close(),
  };
}
