import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { type RuntimeConfig } from '@marketplace/contracts';
import { REMOTE_CONTENT_SECURITY_POLICY, localRuntimeConfig, shellContentSecurityPolicy } from '@marketplace/build';
import { withHeadline } from '../../shell/build/headline';
import { serveStatic } from './static-server.mjs';
import { fetchStaticFrame, staticFrameUrl } from './static-frame';
import { APPS } from './apps';

export interface Site {
  url: string;
  config: RuntimeConfig;
  close(): Promise<void>;
}

/**
 * Serves every production build from its own port (as separate deployments would) and writes
 * the shell's /env.json for this run, as a deploy step does. The remotes start first: the shell's
 * page then takes the storefront headline from the catalog's server, as the shell image's
 * entrypoint takes it from the catalog's deployment. `portOffset` moves every app off the usual
 * ports (the benchmark runs beside the site `serve.ts` keeps up).
 */
export async function serveSite(supabase: RuntimeConfig['supabase'], { portOffset = 0 } = {}): Promise<Site> {
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
  const servers = await Promise.all(
    remotes.map((app) => serveStatic({ root: app.dist, port: app.port + portOffset, csp: () => REMOTE_CONTENT_SECURITY_POLICY })),
  );
  const close = () => Promise.all(servers.map((s) => s.close())).then(() => undefined);
  try {
    const headline = await fetchStaticFrame(staticFrameUrl({ portOffset }));
    servers.push(
      await serveStatic({
        root: shell.dist,
        port: shell.port + portOffset,
        spa: true,
        files: { 'env.json': envJson },
        page: headline === undefined ? undefined : (html) => withHeadline(html, headline),
        csp: (nonce) => shellContentSecurityPolicy(config, nonce),
      }),
    );
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
