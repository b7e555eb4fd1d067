// The composed site as the images serve it: Debian's nginx with each app's nginx.conf on its
// port (README.md), the shell's env.json and CSP written by the image's entrypoint script, and
// each app's own server beside its nginx as the image runs it (the shell's page server, the
// remotes' fragment servers, on port + 500 instead of the container's 8080), plus the in-memory
// backend. `npm run test:e2e:nginx` runs the Playwright suite against it.
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { localRuntimeConfig } from '@marketplace/tooling';
import { runUntilStopped } from './lib/run';
import { APPS } from './lib/apps';
import { appServerScript, serverPort, startAppServer, type AppServer } from './lib/app-server';
import { E2E_BACKEND_FILE, startLocalBackend } from './lib/backend';
import { preparePrefix, startNginx, type Prefix, type Running } from './lib/nginx';

runUntilStopped(async () => {
  for (const app of APPS) {
    if (!existsSync(join(app.dist, app === APPS[0] ? 'index.html' : 'mf-manifest.json'))) {
      throw new Error(`${app.folder} has no production build: run \`npm run build\` first`);
    }
  }
  const lifted = { max: 100_000, windowSeconds: 60 };
  const backend = await startLocalBackend({
    inMemory: true,
    quiet: true,
    rateLimits: { authPerIp: lifted, authPerEmail: lifted, refreshPerSession: lifted, emailPerAddress: lifted },
  });
  mkdirSync(dirname(E2E_BACKEND_FILE), { recursive: true });
  writeFileSync(E2E_BACKEND_FILE, JSON.stringify({ url: backend.url, serviceKey: backend.serviceKey }), { mode: 0o600 });

  // The shell's files are copied, as the image holds them, so its env.json never touches dist/.
  const shellRoot = mkdtempSync(join(tmpdir(), 'nginx-shell-www-'));
  chmodSync(shellRoot, 0o755); // nginx workers run as nobody when started by root
  const started: Array<{ prefix: Prefix; running?: Running; server?: AppServer }> = [];
  const stop = async () => {
    await Promise.all(
      started.map(async ({ prefix, running, server }) => {
        await Promise.all([running?.stop(), server?.close()]);
        prefix.remove();
      }),
    );
    rmSync(shellRoot, { recursive: true, force: true });
  };
  try {
    const config = localRuntimeConfig('localhost', backend.supabase);
    // The shell last: its page server then finds the remotes' manifests at its first page.
    const [shell, ...remotes] = APPS;
    for (const app of [...remotes, shell!]) {
      const isShell = app === shell;
      if (isShell) cpSync(app.dist, shellRoot, { recursive: true });
      const root = isShell ? shellRoot : app.dist;
      const script = appServerScript(app);
      const port = serverPort(app.port);
      const entry: { prefix: Prefix; running?: Running; server?: AppServer } = {
        prefix: preparePrefix({ folder: app.folder, isShell }, { port: app.port, root, config, ...(script ? { serverPort: port } : {}) }),
      };
      started.push(entry);
      // As the image's start script: after the entrypoint wrote env.json, before nginx. WEB_DIST is
      // what nginx serves (the page server's template and config; a remote's manifest).
      if (script) {
        const env: Record<string, string> = isShell
          ? { WEB_DIST: root }
          : { SUPABASE_URL: backend.supabase.url, SUPABASE_ANON_KEY: backend.supabase.anonKey, WEB_DIST: root };
        entry.server = await startAppServer(app.folder, script, port, env);
      }
      entry.running = await startNginx(entry.prefix, app.port);
    }
  } catch (error) {
    await stop();
    await backend.close();
    throw error;
  }
  console.log(`composed site ready on nginx at http://localhost:${APPS[0]!.port} (backend ${backend.url})`);
  return async () => {
    await stop();
    await backend.close();
    rmSync(E2E_BACKEND_FILE, { force: true });
  };
});
