import type { RsbuildPlugin } from '@rsbuild/core';
import { HEADLINE_MARKER } from './headline';
import { addInlineScript } from './inline-script';

/**
 * The static frame's first screen, for the shell's build and the monolith's alike: the frame
 * script (`entry`: src/startup/inline-frame.ts) inline at the top of <head>, a blocking script of
 * a few hundred bytes, so the frame paints in the stored language and knows its page. The
 * storefront's headline is not the shell's: the page keeps HEADLINE_MARKER for the servers to
 * fill in (headline.ts), and a template without it is a build error.
 */
export function pluginStaticFrame(entry: string): RsbuildPlugin {
  return {
    name: 'marketplace:static-frame',
    setup(api) {
      addInlineScript(api, entry);
      api.modifyHTML((html) => {
        if (!html.includes(HEADLINE_MARKER)) throw new Error(`index.html has no ${HEADLINE_MARKER} for the storefront headline`);
        return html;
      });
    },
  };
}
