import type { RsbuildPlugin } from '@rsbuild/core';
import { addInlineScript } from './inline-script';

/**
 * Writes the start-up script (`entry`, with what it imports) into the page's <head> as an inline
 * script, ahead of the shell's entry script. The entry carries the federation runtime, so code in
 * it runs only once that has downloaded, beside the shared packages; inline, the runtime
 * config, the page remote's manifest and its chunks start as soon as the page is parsed.
 * A module script: it runs once the (small) page is parsed, before the deferred entry, and never
 * holds back the static frame's first paint as a blocking script in <head> would.
 */
export function pluginInlineStartup(entry: string): RsbuildPlugin {
  return { name: 'marketplace:inline-startup', setup: (api) => addInlineScript(api, entry, { type: 'module' }) };
}
