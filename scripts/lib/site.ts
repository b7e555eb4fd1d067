import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { localRuntimeConfig, type RuntimeConfig } from '@marketplace/contracts';
import { serveStatic } from './static-server.mjs';
import { APPS } from './apps';

export interface Site {
  url: string;
  config: RuntimeConfig;
  close(): Promise<void>;
}

/**
 * Serves every production build from its own port (as separate deployments would) and writes
 * the shell's /env.json for this run, as a deploy step does.
 */
export async function serveSite(supabase: RuntimeConfig['supabase']): Promise<Site> {
  for (const app of APPS) {
    const entry = app === APPS[0] ? 'index.html' : 'mf-manifest.json';
    if (!existsSync(join(app.dist, entry))) {
      throw new Error(`${app.folder} has no production build: run \`npm run build\` first`);
    }
  }
  const config = localRuntimeConfig('localhost', supabase);
  const shell = APPS[0];
  if (!shell) throw new Error('no shell app');
  await writeFile(join(shell.dist, 'env.json'), JSON.stringify(config, null, 2));
  const servers = await Promise.all(
    APPS.map((app) => serveStatic({ root: app.dist, port: app.port, spa: app === shell })),
  );
  return {
    url: `http://localhost:${shell.port}`,
    config,
    close: async () => {
      await Promise.all(servers.map((s) => s.close()));
    },
  };
}
