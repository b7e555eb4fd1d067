import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { localRuntimeConfig, type RuntimeConfig } from '@marketplace/contracts';
import { REMOTE_CONTENT_SECURITY_POLICY, shellContentSecurityPolicy } from '@marketplace/contracts/federation';
import { serveStatic } from './static-server.mjs';
import { APPS } from './apps';

export interface Site {
  url: string;
  config: RuntimeConfig;
  close(): Promise<void>;
}

/**
 * Serves every production build from its own port (as separate deployments would) and writes
 * the shell's /env.json for this run, as a deploy step does. `portOffset` moves every app off
 * DESIGN.md's ports (the benchmark runs beside the site `serve.ts` keeps up).
 */
export async function serveSite(supabase: RuntimeConfig['supabase'], { portOffset = 0 } = {}): Promise<Site> {
  for (const app of APPS) {
    const entry = app === APPS[0] ? 'index.html' : 'mf-manifest.json';
    if (!existsSync(join(app.dist, entry))) {
      throw new Error(`${app.folder} has no production build: run \`npm run build\` first`);
    }
  }
  const config = moved(localRuntimeConfig('localhost', supabase), portOffset);
  const shell = APPS[0];
  if (!shell) throw new Error('no shell app');
  const envJson = JSON.stringify(config, null, 2);
  // The dist copy is for a plain static server; ours serves the in-memory one.
  if (portOffset === 0) await writeFile(join(shell.dist, 'env.json'), envJson);
  const servers = await Promise.all(
    APPS.map((app) =>
      serveStatic({
        root: app.dist,
        port: app.port + portOffset,
        spa: app === shell,
        files: app === shell ? { 'env.json': envJson } : {},
        csp: app === shell ? (nonce) => shellContentSecurityPolicy(config, nonce) : () => REMOTE_CONTENT_SECURITY_POLICY,
      }),
    ),
  );
  return {
    url: `http://localhost:${shell.port + portOffset}`,
    config,
    close: async () => {
      await Promise.all(servers.map((s) => s.close()));
    },
  };
}

function moved(config: RuntimeConfig, offset: number): RuntimeConfig {
  if (offset === 0) return config;
  const remotes = Object.fromEntries(
    Object.entries(config.remotes).map(([name, url]) => {
      const u = new URL(url);
      u.port = String(Number(u.port) + offset);
      return [name, u.toString()];
    }),
  ) as RuntimeConfig['remotes'];
  return { ...config, remotes };
}
