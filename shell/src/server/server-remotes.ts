import { parseRuntimeConfig, type RemoteEntry, type RuntimeConfig } from '@marketplace/contracts';

/**
 * The listed remotes as this server reaches them. `SERVER_REMOTES` (name=url entries separated by
 * whitespace, as the image's REMOTES) gives a remote's manifest at the address the server reaches
 * it: inside a container the browser's http://localhost:3001 is not the catalog's container. A
 * remote it does not name is reached at its public address; the list, its order and each
 * remote's release stay the runtime config's, so pages and precedence are what the browser sees.
 * A bad entry is an error naming it: the server does not start on a half-read list.
 */
export function serverRemotes(config: RuntimeConfig, value = ''): RemoteEntry[] {
  const entries = value
    .split(/\s+/)
    .filter(Boolean)
    .map((entry, index) => {
      const at = entry.indexOf('=');
      if (at < 1) throw new Error(`SERVER_REMOTES entry ${index + 1} (${entry}) must be name=url`);
      return { name: entry.slice(0, at), manifest: entry.slice(at + 1) };
    });
  // The runtime config's own rules for a remote entry: a federation name, an http(s) manifest URL.
  const parsed = parseRuntimeConfig(JSON.stringify({ remotes: entries, supabase: null, allowOverrides: false }));
  if (!parsed.ok) throw new Error(`SERVER_REMOTES: ${parsed.problem}`);
  const [refused] = parsed.refused;
  if (refused)
    throw new Error(refused.replace(/^env\.json remotes\[(\d+)\] is left out/, (_, i: string) => `SERVER_REMOTES entry ${Number(i) + 1}`));
  const listed = new Set(config.remotes.map((remote) => remote.name));
  const stranger = parsed.config.remotes.find((remote) => !listed.has(remote.name));
  if (stranger) throw new Error(`SERVER_REMOTES names ${stranger.name}, which the runtime config does not list`);
  const reached = new Map(parsed.config.remotes.map((remote) => [remote.name, remote.manifest]));
  return config.remotes.map((remote) => ({ name: remote.name, manifest: reached.get(remote.name) ?? remote.manifest }));
}
