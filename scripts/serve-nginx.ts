// The composed site as the images serve it: Debian's nginx with each app's nginx.conf on its
// port (README.md) (the shell's env.json, CSP and storefront headline written by the image's
// entrypoint script), plus the in-memory backend. `npm run test:e2e:nginx` runs the Playwright
// suite against it.
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { localRuntimeConfig } from '@marketplace/build';
import { runUntilStopped } from './lib/run';
import { APPS } from './lib/apps';
import { E2E_BACKEND_FILE, startLocalBackend } from './lib/backend';
import { preparePrefix, startNginx, type Prefix, type Running } from './lib/nginx';
import { staticFrameUrl } from './lib/static-frame';

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
  const started: Array<{ prefix: Prefix; running?: Running }> = [];
  const stop = async () => {
    await Promise.all(
      started.map(async ({ prefix, running }) => {
        await running?.stop();
        prefix.remove();
      }),
    );
    rmSync(shellRoot, { recursive: true, force: true });
  };
  try {
    // The remotes first: the shell's entrypoint then fetches the storefront headline from the
    // catalog's nginx, as the image fetches it from STATIC_FRAME_URL.
    const [shell, ...remotes] = APPS;
    for (const app of [...remotes, shell!]) {
      const isShell = app === shell;
      if (isShell) cpSync(app.dist, shellRoot, { recursive: true });
      const prefix = preparePrefix(
        { folder: app.folder, isShell },
        {
          port: app.port,
          root: isShell ? shellRoot : app.dist,
          config: localRuntimeConfig('localhost', backend.supabase),
          ...(isShell ? { staticFrameUrl: staticFrameUrl({ host: '127.0.0.1' }) } : {}),
        },
      );
      if (prefix.warnings) console.warn(prefix.warnings.trim());
      const entry: { prefix: Prefix; running?: Running } = { prefix };
      started.push(entry);
      entry.running = await startNginx(prefix, app.port);
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
