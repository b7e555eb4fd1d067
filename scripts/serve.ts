// Serves the production builds (no rebuild) with an in-memory backend, for the e2e suite.
import { runUntilStopped } from './lib/run';
import { serveSite } from './lib/site';
import { startLocalBackend } from './lib/backend';

runUntilStopped(async () => {
  // Every browser of the suite signs in from 127.0.0.1: the per-IP limit is lifted for it (the
  // limits themselves are the backend suite's to test).
  const lifted = { max: 100_000, windowSeconds: 60 };
  const backend = await startLocalBackend({
    inMemory: true,
    quiet: true,
    rateLimits: { authPerIp: lifted, authPerEmail: lifted, refreshPerSession: lifted, emailPerAddress: lifted },
  });
  const site = await serveSite(backend.supabase);
  console.log(`composed site ready at ${site.url} (backend ${backend.url})`);
  return async () => {
    await site.close();
    await backend.close();
  };
});
