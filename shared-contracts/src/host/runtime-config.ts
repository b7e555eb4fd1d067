import { z } from 'zod/v3';
import { REMOTES, type RemoteName } from '../federation/apps';

/**
 * The shell's runtime config, `/env.json`, written at deploy time: where each remote's manifest
 * lives, the backend, and whether a developer may point a remote elsewhere (overrides).
 */
const manifestUrl = z
  .string()
  .url()
  .refine((u) => /^https?:\/\//.test(u) && u.endsWith('/mf-manifest.json'), 'must be an http(s) URL ending in /mf-manifest.json');

export const runtimeConfigSchema = z.object({
  remotes: z.object(
    Object.fromEntries(Object.keys(REMOTES).map((name) => [name, manifestUrl])) as Record<RemoteName, typeof manifestUrl>,
  ),
  supabase: z
    .object({ url: z.string().url().refine((u) => /^https?:\/\//.test(u), 'must be an http(s) URL'), anonKey: z.string().min(10) })
    .nullable(),
  allowOverrides: z.boolean(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export type ConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; problem: string };

/** Parses `/env.json` text; the problem names what is wrong so a deployer can fix it. */
export function parseRuntimeConfig(text: string): ConfigResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'env.json is not valid JSON' };
  }
  const parsed = runtimeConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    return { ok: false, problem: `env.json is malformed: ${detail}` };
  }
  return { ok: true, config: parsed.data };
}

/** The config a standalone remote or a local run uses: every app on its DESIGN.md port. */
export function localRuntimeConfig(host = 'localhost', supabase: RuntimeConfig['supabase'] = null): RuntimeConfig {
  const remotes = Object.fromEntries(
    Object.entries(REMOTES).map(([name, r]) => [name, `http://${host}:${r.port}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
  return { remotes, supabase, allowOverrides: true };
}
