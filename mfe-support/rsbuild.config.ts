import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { REMOTES, remoteFederationOptions } from '@marketplace/contracts/federation';

const NAME = 'mfe_support';

export default defineConfig(({ command }) => ({
  plugins: [
    // The production JSX runtime even in dev: a dev build of this remote must also run inside the
    // production shell (the override), whose shared React has no development JSX runtime. Fast
    // Refresh needs a development React, so the dev server live-reloads instead.
    pluginReact({ swcReactOptions: { development: false }, fastRefresh: false }),
    pluginModuleFederation(
      remoteFederationOptions(NAME, {
        './ContactPage': './src/exposes/ContactPage.tsx',
        './AboutPage': './src/exposes/AboutPage.tsx',
        './FaqPage': './src/exposes/FaqPage.tsx',
        './ShippingPage': './src/exposes/ShippingPage.tsx',
        './ReturnsPage': './src/exposes/ReturnsPage.tsx',
        './ChatWidget': './src/exposes/ChatWidget.tsx',
      }, command === 'build' ? 'build' : 'dev'),
    ),
  ],
  // PORT lets a developer run this remote's dev server beside the production builds.
  server: {
    port: Number(process.env.PORT) || REMOTES[NAME].port,
    strictPort: true,
    // Standalone use (`npm run dev -w <remote>`): deep links render the remote's own pages.
    historyApiFallback: true,
    cors: { origin: '*' },
    headers: { 'Timing-Allow-Origin': '*' },
  },
  // 'auto': chunks load from wherever the manifest was served, so one build fits any origin.
  output: { assetPrefix: 'auto' },
  // Live reload rather than hot updates: HMR breaks a remote that is also its own host.
  dev: { assetPrefix: 'auto', hmr: false },
  // Production serves only the federation files; the standalone page is for local work.
  tools: { htmlPlugin: command !== 'build' },
  html: { title: 'mfe-support (standalone)' },
}));
