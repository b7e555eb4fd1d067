/**
 * What a release of an app consists of, read from what its server publishes: a remote's
 * Module Federation manifest (its entry and each expose's and share's chunks) or the shell's asset
 * manifest (every file of its build). Pure, so the worker's rules are tested without a browser.
 */

/** A file name with its content hash removed: the same chunk across two releases. */
export function stemOf(url: string): string {
  return new URL(url).pathname.replace(/\.[0-9a-f]{8,}(?=\.[a-z0-9]+$)/, '');
}

interface AssetLists {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string }; publicPath?: string };
  exposes?: Array<{ id?: string; name?: string; assets?: AssetLists }>;
  shared?: Array<{ id?: string; name?: string; assets?: AssetLists }>;
}

/** One expose's or share's chunks: those it loads at once and those it may load later. */
export interface FileGroup {
  sync: string[];
  async: string[];
}

export interface RemoteRelease {
  entry: string;
  groups: Map<string, FileGroup>;
}

/** The files a remote's manifest names, as absolute URLs. */
export function remoteRelease(manifest: unknown, manifestUrl: string): RemoteRelease | null {
  const m = manifest as FederationManifest;
  const entryName = m?.metaData?.remoteEntry?.name;
  if (typeof entryName !== 'string') return null;
  // publicPath 'auto' (every app here): files sit beside the manifest.
  const publicPath = m.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
  const at = (file: string) => new URL(file, base).href;
  const groups = new Map<string, FileGroup>();
  const add = (id: string, assets: AssetLists | undefined) => {
    const sync = [...(assets?.js?.sync ?? []), ...(assets?.css?.sync ?? [])].map(at);
    const async = [...(assets?.js?.async ?? []), ...(assets?.css?.async ?? [])].map(at);
    groups.set(id, { sync, async });
  };
  for (const expose of m.exposes ?? []) add(`expose:${expose.name ?? expose.id}`, expose.assets);
  for (const share of m.shared ?? []) add(`share:${share.name ?? share.id}`, share.assets);
  return { entry: at([m.metaData?.remoteEntry?.path, entryName].filter(Boolean).join('/')), groups };
}

/** Every file a remote release names. */
export function filesOf(release: RemoteRelease): Set<string> {
  const files = new Set([release.entry]);
  for (const group of release.groups.values()) for (const file of [...group.sync, ...group.async]) files.add(file);
  return files;
}

/**
 * The files of a newer release a shopper needs to have what they had: its entry, every chunk of
 * each expose or share they used, and the later-loaded chunks they used, matched by name.
 */
export function carriedOver(used: readonly string[], previous: RemoteRelease, next: RemoteRelease): string[] {
  const usedSet = new Set(used);
  const usedStems = new Set(used.map(stemOf));
  const files = new Set([next.entry]);
  for (const [id, group] of previous.groups) {
    if (![...group.sync, ...group.async].some((file) => usedSet.has(file))) continue;
    const successor = next.groups.get(id);
    if (!successor) continue;
    for (const file of successor.sync) files.add(file);
    for (const file of successor.async) if (usedStems.has(stemOf(file))) files.add(file);
  }
  return [...files];
}

/**
 * The shell's files a newer release needs: what its page names at once, and each file the shopper
 * used whose name the new build still has (`allFiles` of its asset manifest).
 */
export function shellCarriedOver(
  used: readonly string[],
  pageFiles: readonly string[],
  allFiles: readonly string[],
  origin: string,
): string[] {
  const usedStems = new Set(used.map(stemOf));
  const files = new Set(pageFiles);
  for (const file of allFiles) {
    if (/\.(br|gz|map|html)$/.test(file)) continue;
    const url = new URL(file, origin).href;
    if (usedStems.has(stemOf(url))) files.add(url);
  }
  return [...files];
}
