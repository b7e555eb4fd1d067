// The monolith comparison build (issue 13): the same shell and the same remotes' exposed modules
// compiled into one ordinary Rsbuild app, no federation, code-split per route (each exposed
// module is its own lazy chunk, as a team would split routes). `npm run bench` loads it beside the
// composed site. Build: `npm run build:monolith`.
import { resolve } from 'node:path';
import { defineConfig, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginPrecompress } from '@marketplace/contracts/precompress';
import { pluginStaticFrame } from '../../shell/build/static-frame';

const ROOT = resolve(import.meta.dirname, '..', '..');
// The shell's federation modules and their stand-ins here (the same exports, no federation runtime).
const REPLACED = new Map(['registry'].map((name) => [resolve(ROOT, 'shell/src/features/federation', name), resolve(import.meta.dirname, 'src', `${name}.ts`)]));

export default defineConfig({
  // The same static frame as the shell's (its first screen included): the shell's own page.
  plugins: [pluginReact(), pluginStaticFrame(resolve(ROOT, 'shell/src/startup/inline-frame.ts')), pluginPrecompress()],
  // The shell's bootstrap directly: without federation there are no shares to negotiate first.
  source: { entry: { index: resolve(ROOT, 'shell/src/bootstrap.tsx') } },
  html: { template: resolve(ROOT, 'shell/index.html'), title: 'District Market' },
  output: { distPath: { root: resolve(import.meta.dirname, 'dist') }, assetPrefix: '/', dataUriLimit: 0 },
  tools: {
    rspack: {
      // The shell loads remotes through its federation registry; here the same calls resolve to
      // the exposed modules compiled in.
      plugins: [
        new rspack.NormalModuleReplacementPlugin(/registry$/, (resource) => {
          const standIn = REPLACED.get(resolve(resource.context, resource.request));
          if (standIn) resource.request = standIn;
        }),
      ],
    },
  },
});
