import type { RsbuildPluginAPI } from '@rsbuild/core';
import { headlineMarkup } from './headline';
import { STATIC_FRAME_FILE, pluginStaticFrame } from './static-frame';

/** What the plugin emits into a build, through a stand-in for the part of Rsbuild's API it uses. */
function emitted(): Record<string, string> {
  const files: Record<string, string> = {};
  const api = {
    processAssets: (_descriptor: unknown, handler: (context: unknown) => void) =>
      handler({
        compilation: { emitAsset: (name: string, source: { text: string }) => (files[name] = source.text) },
        sources: {
          RawSource: class {
            constructor(readonly text: string) {}
          },
        },
      }),
  };
  void pluginStaticFrame().setup(api as unknown as RsbuildPluginAPI);
  return files;
}

test('the build writes the headline fragment as static-frame.html at the root of its output, and nothing else', () => {
  expect(STATIC_FRAME_FILE).toBe('static-frame.html');
  expect(emitted()).toEqual({ [STATIC_FRAME_FILE]: `${headlineMarkup()}\n` });
});

test('the fragment is markup for the frame only: no script, no style, no nonce to take', () => {
  const fragment = emitted()[STATIC_FRAME_FILE] ?? '';
  expect(fragment).not.toMatch(/<script|<style|<link|__CSP_NONCE__|\son\w+=/i);
  expect(fragment.startsWith('<section class="frame-hero">')).toBe(true);
});
