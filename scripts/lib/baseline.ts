import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REMOTE_CONTENT_SECURITY_POLICY, shellContentSecurityPolicy, type PolicySources } from '@marketplace/tooling';
import { APPS } from './apps';
import { serveStatic } from './static-server.mjs';

/**
 * Another checkout's production builds (`BENCH_BASELINE=<folder>`, e.g. a `git worktree` of the
 * last release after its `npm ci && npm run build`), served beside this one on ports of their own
 * so the bench can load both in alternating pairs. Its shell keeps the runtime config its own
 * build wrote, whatever its format: only the manifest URLs move to the baseline's ports, and the
 * backend is the bench's.
 */
export interface Baseline {
  url: string;
  origins: string[];
  close(): Promise<void>;
}

const MANIFEST_URL = /^http:\/\/localhost:(\d+)\/mf-manifest\.json$/;

/** `value` with every local manifest URL moved by `offset` ports, and the backend replaced. */
function moveConfig(value: unknown, offset: number, supabase: unknown): unknown {
  if (typeof value === 'string') {
    const match = MANIFEST_URL.exec(value);
    return match ? `http://localhost:${Number(match[1]) + offset}/mf-manifest.json` : value;
  }
  if (Array.isArray(value)) return value.map((v) => moveConfig(v, offset, supabase));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, key === 'supabase' ? supabase : moveConfig(v, offset, supabase)]),
  );
}

/** Every local manifest URL in a config, whatever its shape. */
function manifestsOf(value: unknown): string[] {
  if (typeof value === 'string') return MANIFEST_URL.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(manifestsOf);
  return typeof value === 'object' && value !== null ? Object.values(value).flatMap(manifestsOf) : [];
}

/** The baseline's apps on the usual ports + `offset`; null without BENCH_BASELINE. */
export async function serveBaseline(
  root: string | undefined,
  offset: number,
  supabase: PolicySources['supabase'],
): Promise<Baseline | null> {
  if (!root) return null;
  for (const app of APPS) {
    if (!existsSync(join(root, app.folder, 'dist')))
      throw new Error(`BENCH_BASELINE ${root} has no build of ${app.folder}: run \`npm run build\` there first`);
  }
  const built = JSON.parse(await readFile(join(root, 'shell', 'dist', 'env.json'), 'utf8')) as unknown;
  const config = moveConfig(built, offset, supabase);
  const policy: PolicySources = { remotes: manifestsOf(config).map((manifest) => ({ manifest })), supabase, allowOverrides: false };
  const servers = await Promise.all(
    APPS.map((app, i) =>
      serveStatic({
        root: join(root, app.folder, 'dist'),
        port: app.port + offset,
        spa: i === 0,
        files: i === 0 ? { 'env.json': JSON.stringify(config) } : {},
        csp: i === 0 ? (nonce: string) => shellContentSecurityPolicy(policy, nonce) : () => REMOTE_CONTENT_SECURITY_POLICY,
      }),
    ),
  );
  return {
    url: servers[0]!.url,
    origins: APPS.flatMap((app) => [`http://localhost:${app.port + offset}`, `http://127.0.0.1:${app.port + offset}`]),
    close: async () => {
      await Promise.all(servers.map((s) => s.close()));
    },
  };
}
