import { parseRuntimeConfig, type ConfigResult } from '@marketplace/contracts';
import { fetchConfigText, RUNTIME_CONFIG_URL, startConfigRequest } from '../../startup/config-text';
import { startupHandoff } from '../../startup/handoff';

/** The runtime config: the page's one request for it (the start-up script's, if it ran), or a fetch of another `url`. */
export async function loadRuntimeConfig(url = RUNTIME_CONFIG_URL): Promise<ConfigResult> {
  const started = url === RUNTIME_CONFIG_URL ? (startupHandoff()?.config ?? startConfigRequest()) : null;
  const result = await (started ?? fetchConfigText(url));
  return result.ok ? parseRuntimeConfig(result.text) : result;
}
