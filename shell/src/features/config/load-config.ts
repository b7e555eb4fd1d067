import { parseRuntimeConfig, type ConfigResult } from '@marketplace/contracts';

/** Fetches `/env.json` fresh (it changes per deployment, never per build). */
export async function loadRuntimeConfig(url = '/env.json'): Promise<ConfigResult> {
  let text: string;
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return { ok: false, problem: `env.json could not be loaded (HTTP ${response.status})` };
    text = await response.text();
  } catch (error) {
    return { ok: false, problem: `env.json could not be loaded (${error instanceof Error ? error.message : 'network error'})` };
  }
  return parseRuntimeConfig(text);
}
