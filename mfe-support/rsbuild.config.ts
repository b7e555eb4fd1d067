import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import * as build from '@marketplace/tooling';
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
  const federation = build.remoteFederationOptions({ name: NAME, appDir: __dirname, exposes: EXPOSES, pages: PAGES, slots: SLOTS }, mode);
  return build.serverRenderedRemoteConfig({
    app: build.REMOTES[NAME],
    command: mode,
    stylePrefix: 'sup',
    react: pluginReact(build.REMOTE_REACT_OPTIONS),
    federation: pluginModuleFederation(federation),
  });
});
