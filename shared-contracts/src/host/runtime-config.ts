import { z } from 'zod/v3';

/**
 * The shell's runtime config, `/env.json`, written at deploy time: the remotes of the site (a list
 * of any length, in precedence order: the first listed wins a path two remotes claim), the
 * backend, and whether a developer may point a remote elsewhere (overrides). Adding a remote to
 * the site is a line here; the shell learns its pages from its manifest.
 */
const manifestUrl = z
  .string()
  .url()
  .refine((u) => /^https?:\/\//.test(u) && u.endsWith('/mf-manifest.json'), 'must be an http(s) URL ending in /mf-manifest.json');

/** A federation name: a JavaScript identifier, as Module Federation needs for a remote's global. */
export const REMOTE_NAME_PATTERN = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

const remoteEntrySchema = z.object({
  name: z.string().regex(REMOTE_NAME_PATTERN, 'must be a federation name (letters, digits, _ and $; not starting with a digit)'),
  manifest: manifestUrl,
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

const configSchema = z.object({
  remotes: z.array(z.unknown()),
  supabase: z
    .object({
      url: z
        .string()
        .url()
        .refine((u) => /^https?:\/\//.test(u), 'must be an http(s) URL'),
      anonKey: z.string().min(10),
    })
    .nullable(),
  allowOverrides: z.boolean(),
});

export interface RuntimeConfig {
  remotes: RemoteEntry[];
  supabase: { url: string; anonKey: string } | null;
  allowOverrides: boolean;
}

/** A usable config, and the remote entries left out of it, each with why. */
export type ConfigResult = { ok: true; config: RuntimeConfig; refused: string[] } | { ok: false; problem: string };

const describeIssues = (issues: z.ZodIssue[], prefix = '') =>
  issues.map((i) => `${[prefix, ...i.path].filter((p) => p !== '').join('.') || '(root)'}: ${i.message}`).join('; ');

/**
 * Parses `/env.json` text. A malformed file is a problem naming what is wrong; a bad remote entry
 * (or a second entry of one name) is left out and named in `refused`, so one wrong line in a
 * deployment takes down one remote, not the site.
 */
export function parseRuntimeConfig(text: string): ConfigResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'env.json is not valid JSON' };
  }
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, problem: `env.json is malformed: ${describeIssues(parsed.error.issues)}` };
  const remotes: RemoteEntry[] = [];
  const refused: string[] = [];
  parsed.data.remotes.forEach((value, index) => {
    const entry = remoteEntrySchema.safeParse(value);
    if (!entry.success) {
      refused.push(`env.json remotes[${index}] is left out: ${describeIssues(entry.error.issues, `remotes.${index}`)}`);
    } else if (remotes.some((r) => r.name === entry.data.name)) {
      refused.push(`env.json remotes[${index}] is left out: ${entry.data.name} is listed twice (the first entry stands)`);
    } else {
      remotes.push(entry.data);
    }
  });
  return { ok: true, config: { remotes, supabase: parsed.data.supabase, allowOverrides: parsed.data.allowOverrides }, refused };
}
