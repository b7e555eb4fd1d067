// Serves the production builds (no rebuild) with an in-memory backend, for the e2e suite.
import { runUntilStopped } from './lib/run';
import { serveSite } from './lib/site';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { DEFAULT_CORS_ORIGINS } from 'local-backend/src/config';
import { FILES_ONLY_SHELL_PORT } from '@marketplace/tooling';
import { E2E_BACKEND_FILE, startLocalBackend } from './lib/backend';

runUntilStopped(async () => {
  // Every browser of the suite signs in from 127.0.0.1: the per-IP limit is lifted for it (the
  // limits themselves are the backend suite's to test).
  const lifted = { max: 100_000, windowSeconds: 60 };
  const backend = await startLocalBackend({
    inMemory: true,
    quiet: true,
    corsOrigins: [...DEFAULT_CORS_ORIGINS, `http://localhost:${FILES_ONLY_SHELL_PORT}`],
    rateLimits: { authPerIp: lifted, authPerEmail: lifted, refreshPerSession: lifted, emailPerAddress: lifted },
  });
  mkdirSync(dirname(E2E_BACKEND_FILE), { recursive: true });
  writeFileSync(E2E_BACKEND_FILE, JSON.stringify({ url: backend.url, serviceKey: backend.serviceKey }), { mode: 0o600 });
  // Two browsers, the backend and every server share two cores: a region must not fall back to the
  // browser because the machine is busy, or the specs that check the server's HTML would flake.
  // The shell's own budget is held by its failure-matrix test (shell/src/server/page-server.test.ts).
  const site = await serveSite(backend.supabase, { fragmentBudgetMs: 2000 });
  console.log(`composed site ready at ${site.url} (backend ${backend.url})`);
  return async () => {
    await site.close();
    await backend.close();
    rmSync(E2E_BACKEND_FILE, { force: true });
  };
});
