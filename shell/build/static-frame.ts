import type { RsbuildPlugin } from '@rsbuild/core';
import { withHeadline } from './headline';
import { addInlineScript } from './inline-script';

/**
 * The static frame's first screen, for the shell's build and the monolith's alike: the frame
 * script (`entry`: src/startup/inline-frame.ts) inline at the top of <head>, a blocking script of
 * a few hundred bytes, so the frame paints in the stored language and knows its page; and the
 * storefront's headline where index.html marks it. On `/` the headline is the largest paint, so
 * it lands with the first paint, before any bundle has loaded.
 */
export function pluginStaticFrame(entry: string): RsbuildPlugin {
  return {
    name: 'marketplace:static-frame',
    setup(api) {
      addInlineScript(api, entry);
      api.modifyHTML((html) => withHeadline(html));
    },
  };
}
