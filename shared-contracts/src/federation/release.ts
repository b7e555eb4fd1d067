/**
 * The release a remote's manifest (untrusted JSON) names: its remote entry file, whose name carries
 * its content hash. Server composition names a region's release by it, so the shell's server, the
 * remote's server and the page all read it here. Null when the manifest names none.
 */
export function manifestRelease(manifest: unknown): string | null {
  const entry = (manifest as { metaData?: { remoteEntry?: { name?: unknown } } } | null)?.metaData?.remoteEntry;
  return typeof entry?.name === 'string' && entry.name !== '' ? entry.name : null;
}
