import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { type RuntimeConfig } from '@marketplace/contracts';
import { REMOTE_CONTENT_SECURITY_POLICY, localRuntimeConfig, shellContentSecurityPolicy } from '@marketplace/tooling';
import { serveStatic } from './static-server.mjs';
import { APPS, ROOT } from './apps';
import { appServerScript, serverPort, startAppServer } from './app-server';

export interface Site {
  url: string;
  config: RuntimeConfig;
  close(): Promise<void>;
}

/**
 * Serves every production build from its own port (as separate deployments would) and writes
 * the shell's /env.json for this run, as a deploy step does. Each app whose build has a server
 * (a remote's fragment server, the shell's page server) runs it in a process of its own behind
 * its file server. `portOffset` moves every app off the usual ports (the benchmark runs beside
 * the site `serve.ts` keeps up); `fragmentBudgetMs` changes how long the page server waits for a
 * region (the shell's own budget unless given).
 */
export async function serveSite(
  supabase: RuntimeConfig['supabase'],
  { portOffset = 0, fragmentBudgetMs }: { portOffset?: number; fragmentBudgetMs?: number } = {},
): Promise<Site> {
  const [shell, ...remotes] = APPS;
  if (!shell) throw new Error('no shell app');
  for (const app of APPS) {
    const entry = app === shell ? 'index.html' : 'mf-manifest.json';
    if (!existsSync(join(app.dist, entry))) {
      throw new Error(`${app.folder} has no production build: run \`npm run build\` first`);
    }
  }
  const config = moved(localRuntimeConfig('localhost', supabase), portOffset);
  const envJson = JSON.stringify(config, null, 2);
  // The dist copy is for a plain static server; ours serves the in-memory one.
  if (portOffset === 0) await writeFile(join(shell.dist, 'env.json'), envJson);
  const closers: Array<() => Promise<void>> = [];
  const close = () => Promise.all(closers.map((c) => c())).then(() => undefined);
  try {
    for (const app of remotes) {
      const script = appServerScript(app);
      const backend = supabase ? { SUPABASE_URL: supabase.url, SUPABASE_ANON_KEY: supabase.anonKey } : null;
      // A remote renders on the server only with a backend to read from; without, the browser renders.
      const fragments =
        script && backend
          ? await startAppServer(app.folder, script, serverPort(app.port) + portOffset, { ...backend, WEB_DIST: app.dist })
          : null;
      if (fragments) closers.push(fragments.close);
      const files = await serveStatic({
        root: app.dist,
        port: app.port + portOffset,
        csp: () => REMOTE_CONTENT_SECURITY_POLICY,
        forward: fragments ? { fragments: fragments.url } : {},
      });
      closers.push(files.close);
    }
    // What the page server composes from: the page as built and this run's config, as the
    // image's entrypoint writes it.
    const work = join(ROOT, 'node_modules', '.cache', 'marketplace', `site-${portOffset}`);
    await mkdir(work, { recursive: true });
    await writeFile(join(work, 'env.json'), envJson);
    const script = appServerScript(shell);
    if (!script) throw new Error('the shell has no page server: run `npm run build` first');
    const pages = await startAppServer(shell.folder, script, serverPort(shell.port) + portOffset, {
      TEMPLATE_FILE: join(shell.dist, 'index.html'),
      CONFIG_FILE: join(work, 'env.json'),
      SITE_URL: `http://localhost:${shell.port + portOffset}`,
      ...(fragmentBudgetMs ? { FRAGMENT_BUDGET_MS: String(fragmentBudgetMs) } : {}),
    });
    closers.push(pages.close);
    const files = await serveStatic({
      root: shell.dist,
      port: shell.port + portOffset,
      spa: true,
      files: { 'env.json': envJson },
      csp: (nonce) => shellContentSecurityPolicy(config, nonce),
      forward: { pages: pages.url },
    });
    closers.push(files.close);
  } catch (error) {
    await close();
    throw error;
  }
  return { url: `http://localhost:${shell.port + portOffset}`, config, close };
}

/** The config with every remote's port moved by `offset`, in the same order. */
export function moved(config: RuntimeConfig, offset: number): RuntimeConfig {
  if (offset === 0) return config;
  const remotes = config.remotes.map((remote) => {
    const url = new URL(remote.manifest);
    url.port = String(Number(url.port) + offset);
    return { ...remote, manifest: url.toString() };
  });
  return { ...config, remotes };
}
