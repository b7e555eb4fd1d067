/**
 * The request for `/env.json`. It changes per deployment, never per build: every server sends it
 * with `no-cache`, so it is revalidated each time; the default cache mode lets the page's
 * `<link rel="preload">` of it answer. Nothing here may import a shared package: it runs in the
 * inline start-up script, before any of the shell's chunks has loaded.
 */
export type ConfigText = { ok: true; text: string } | { ok: false; problem: string };

const CONFIG_TIMEOUT_MS = 8000;
export const RUNTIME_CONFIG_URL = '/env.json';

/** Fetches the config's text within a deadline; a failure becomes the problem the shell shows. */
export async function fetchConfigText(url: string): Promise<ConfigText> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${CONFIG_TIMEOUT_MS} ms`)), CONFIG_TIMEOUT_MS);
  try {
    const response = await fetch(url, { signal: controller.signal });
    if (!response.ok) return { ok: false, problem: `env.json could not be loaded (HTTP ${response.status})` };
    return { ok: true, text: await response.text() };
  } catch (error) {
    const reason = controller.signal.aborted
      ? String(controller.signal.reason?.message ?? 'timeout')
      : error instanceof Error
        ? error.message
        : 'network error';
    return { ok: false, problem: `env.json could not be loaded (${reason})` };
  } finally {
    clearTimeout(timer);
  }
}

let startup: Promise<ConfigText> | null = null;

/** Starts the page's one config request at start-up (the inline script; see ./handoff.ts). */
export function startConfigRequest(): Promise<ConfigText> {
  return (startup ??= fetchConfigText(RUNTIME_CONFIG_URL));
}
