import { startConfigRequest } from './config-text';
import { startupHandoff } from './handoff';
import { requestManifestsOfConfig, type ManifestRequest } from './manifests';

/**
 * The listed remotes' manifest requests as the inline start-up script made them; without that
 * script (a server that strips it, a test), made here.
 */
export async function takeStartupManifests(): Promise<ManifestRequest[]> {
  const handoff = startupHandoff();
  if (handoff) return handoff.manifests;
  return requestManifestsOfConfig(startConfigRequest());
}
