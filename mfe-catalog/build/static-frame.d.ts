import type { RsbuildPlugin } from '@rsbuild/core';
/**
 * The file this app's deployment serves for the shell's static frame, at the root of its build.
 * The servers of the shell's page fetch it when they start and put it in place of the page's
 * `<!--storefront-headline-->` (deploy/docker-entrypoint-env.sh, STATIC_FRAME_URL; scripts/lib/site.ts).
 */
export declare const STATIC_FRAME_FILE = 'static-frame.html';
/**
 * Writes the storefront's headline as an HTML fragment, STATIC_FRAME_FILE, into the build (and the
 * dev server's output): the headline's text is this app's, so a change ships with this app's
 * deployment, not with a build of the shell. The fragment carries no styles: the frame's layout
 * is the shell's (shell/index.html), keyed on the classes and `lang` blocks of headlineMarkup().
 */
export declare function pluginStaticFrame(): RsbuildPlugin;
