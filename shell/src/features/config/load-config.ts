import { parseRuntimeConfig, type ConfigResult } from '@marketplace/contracts';

const CONFIG_TIMEOUT_MS = 8000;

/**
 * Fetches `/env.json` (it changes per deployment, never per build: every server sends it with
 * `no-cache`, so it is revalidated each time), within a deadline. The default cache mode lets the
 * page's `<link rel="preload">` of it answer this request.
 */
export async function loadRuntimeConfig(url = '/env.json'): Promise<ConfigResult> {
  let text: string;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${CONFIG_TIMEOUT_MS} ms`)), CONFIG_TIMEOUT_MS);
  try {
    const response = await fetch(url, { signal: controller.signal });
    if (!response.ok) return { ok: false, problem: `env.json could not be loaded (HTTP ${response.status})` };
    text = await response.text();
  } catch (error) {
    const reason = controller.signal.aborted ? String(controller.signal.reason?.message ?? 'timeout') : error instanceof Error ? error.message : 'network error';
    return { ok: false, problem: `env.json could not be loaded (${reason})` };
  } finally {
    clearTimeout(timer);
  }
  return parseRuntimeConfig(text);
}
