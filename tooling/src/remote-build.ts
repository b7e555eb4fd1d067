import type { OutputConfig, RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';
import { HOST_PROVIDED_LIBRARIES } from '@marketplace/contracts/federation';
import { BundlerRuntimeFromHost } from './bundler-runtime-swap';
import { FederationRuntimeAsEsm } from './esm-runtime';
import { pluginPrecompress } from './precompress';
import { pluginStableStyles, serverEnvironment } from './server-render';

export type BuildCommand = 'build' | 'dev';

/**
 * React plugin options for a remote: the production JSX runtime even in dev, because a dev build
 * of a remote must also run inside the production shell (the override), whose shared React has
 * no development JSX runtime. Fast Refresh needs a development React, so dev servers live-reload.
 */
export const REMOTE_REACT_OPTIONS = { swcReactOptions: { development: false }, fastRefresh: false } as const;

/** The Rsbuild settings every remote shares: ports, CORS, public path, dev-server behaviour. */
export function remoteBuildSettings(app: { folder: string; port: number }, command: BuildCommand) {
  return {
    // PORT lets a developer run a remote's dev server beside the production builds.
    server: {
      port: Number(process.env.PORT) || app.port,
      strictPort: true,
      // Standalone use (`npm run dev -w <remote>`): deep links render the remote's own pages.
      historyApiFallback: true,
      cors: { origin: '*' },
      headers: { 'Timing-Allow-Origin': '*' },
    },
    // 'auto': chunks load from wherever the manifest was served, so one build fits any origin.
    // A production build reads the federation libraries and bundler runtime its host provides
    // (provided-libraries.ts); a dev server keeps its own, as it keeps its own runtime.
    output: {
      assetPrefix: 'auto',
      externals:
        command === 'build'
          ? Object.fromEntries(Object.entries(HOST_PROVIDED_LIBRARIES).map(([library, global]) => [library, `global ${global}`]))
          : {},
    },
    // Live reload rather than hot updates: HMR breaks a remote that is also its own host.
    dev: { assetPrefix: 'auto', hmr: false },
    // Production serves only the federation files; the standalone page is for local work.
    tools: {
      htmlPlugin: command !== 'build',
      rspack: { plugins: [new FederationRuntimeAsEsm(), ...(command === 'build' ? [new BundlerRuntimeFromHost()] : [])] },
    },
    html: { title: `${app.folder} (standalone)` },
  };
}

/**
 * The Rsbuild config of a remote whose pages render on the server: the web environment (its
 * federation plugin, precompressed files, `webOutput` added to the remote's output) and, in a
 * production build, the node environment of its fragment server, both with `stylePrefix`'s stable
 * class names. The remote passes its React and federation plugins: a team picks their releases.
 */
export function serverRenderedRemoteConfig({
  app,
  command,
  stylePrefix,
  react,
  federation,
  webOutput = {},
}: {
  app: { folder: string; port: number };
  command: BuildCommand;
  stylePrefix: string;
  react: RsbuildPlugin;
  federation: RsbuildPlugin;
  webOutput?: OutputConfig;
}): RsbuildConfig {
  // The web build's own settings go to its environment: the node one has its own output.
  const { output, tools, html, ...settings } = remoteBuildSettings(app, command);
  return {
    plugins: [react, pluginStableStyles(stylePrefix)],
    ...settings,
    environments: {
      web: { plugins: [pluginPrecompress(), federation], output: { ...output, ...webOutput }, tools, html },
      // The fragment server is a production artefact; `npm run dev` renders in the browser.
      ...(command === 'build' ? { node: serverEnvironment() } : {}),
    },
  };
}
