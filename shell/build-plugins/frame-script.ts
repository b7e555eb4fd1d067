import type { RsbuildPlugin } from '@rsbuild/core';
import { addInlineScript } from './inline-script';

/**
 * The static frame's script, for the shell's build and the monolith's alike: `entry`
 * (src/startup/inline-frame.ts) inline at the top of <head>, a blocking script of a few hundred
 * bytes, so the frame paints in the stored language.
 */
export function pluginFrameScript(entry: string): RsbuildPlugin {
  return {
    name: 'marketplace:frame-script',
    setup(api) {
      addInlineScript(api, entry);
    },
  };
}
