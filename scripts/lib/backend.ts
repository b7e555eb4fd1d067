import { BACKEND_PORT } from '@marketplace/contracts/federation';
import type { RuntimeConfig } from '@marketplace/contracts';
import { startBackend, type RateLimits } from 'local-backend/src/server';

export const DEMO_USER = { email: 'demo@district.market', password: 'Demo!2345' };

export interface RunningBackend {
  url: string;
  supabase: NonNullable<RuntimeConfig['supabase']>;
  serviceKey: string;
  close(): Promise<void>;
}

/** The local Supabase-compatible backend, in this process, on its DESIGN.md port. */
export async function startLocalBackend(options: { inMemory: boolean; quiet: boolean; rateLimits?: RateLimits }): Promise<RunningBackend> {
  const backend = await startBackend({
    port: BACKEND_PORT,
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
