import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import * as build from '@marketplace/build';
import { PAGES, SLOTS } from './src/pages';

const NAME = 'mfe_support';

const EXPOSES = {
  './ContactPage': './src/exposes/ContactPage.tsx',
  './AboutPage': './src/exposes/AboutPage.tsx',
  './FaqPage': './src/exposes/FaqPage.tsx',
  './ShippingPage': './src/exposes/ShippingPage.tsx',
  './ReturnsPage': './src/exposes/ReturnsPage.tsx',
  './ChatWidget': './src/exposes/ChatWidget.tsx',
  './SupportPanel': './src/exposes/SupportPanel.tsx',
};

export default defineConfig(({ command }) => {
  const mode = command === 'build' ? 'build' : 'dev';
  // The web build's own settings go to its environment: the node one has its own output.
  const { output, tools, html, ...settings } = build.remoteBuildSettings(build.REMOTES[NAME], mode);
  const federation = build.remoteFederationOptions({ name: NAME, appDir: __dirname, exposes: EXPOSES, pages: PAGES, slots: SLOTS }, mode);
  return {
    // Stable class names, so the server's markup and the browser's hydration name styles alike.
    plugins: [pluginReact(build.REMOTE_REACT_OPTIONS), build.pluginStableStyles('sup')],
    ...settings,
    environments: {
      web: { plugins: [build.pluginPrecompress(), pluginModuleFederation(federation)], output, tools, html },
      // The fragment server is a production artefact; `npm run dev` renders in the browser.
      ...(mode === 'build' ? { node: build.serverEnvironment() } : {}),
    },
  };
});
