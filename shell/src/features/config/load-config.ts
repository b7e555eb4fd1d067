import { parseRuntimeConfig, type ConfigResult } from '@marketplace/contracts';
import { fetchConfigText, RUNTIME_CONFIG_URL } from '../../startup/config-text';
import { startupHandoff } from '../../startup/handoff';

/** The runtime config: the start-up request's answer when there was one, else a fetch of `url`. */
export async function loadRuntimeConfig(url = RUNTIME_CONFIG_URL): Promise<ConfigResult> {
  const started = url === RUNTIME_CONFIG_URL ? (startupHandoff()?.config ?? null) : null;
  const result = await (started ?? fetchConfigText(url));
  return result.ok ? parseRuntimeConfig(result.text) : result;
}
