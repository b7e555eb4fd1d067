import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { REMOTE_REACT_OPTIONS, REMOTES, remoteFederationOptions, serverRenderedRemoteConfig } from '@marketplace/tooling';
import { FIRST_READS } from './src/first-reads';
import { PAGES } from './src/pages';

const NAME = 'mfe_catalog';

const EXPOSES = {
  './HomePage': './src/exposes/HomePage.tsx',
  './ListingPage': './src/exposes/ListingPage.tsx',
  './CategoriesPage': './src/exposes/CategoriesPage.tsx',
  './VendorRegisterPage': './src/exposes/VendorRegisterPage.tsx',
  './VendorInfoPage': './src/exposes/VendorInfoPage.tsx',
  './VendorPage': './src/exposes/VendorPage.tsx',
  './ProductPage': './src/exposes/ProductPage.tsx',
};

export default defineConfig(({ command }) => {
  const mode = command === 'build' ? 'build' : 'dev';
  const federation = remoteFederationOptions(
    { name: NAME, appDir: __dirname, exposes: EXPOSES, pages: PAGES, firstReads: FIRST_READS },
    mode,
  );
  return serverRenderedRemoteConfig({
    app: REMOTES[NAME],
    command: mode,
    stylePrefix: 'cat',
    react: pluginReact(REMOTE_REACT_OPTIONS),
    federation: pluginModuleFederation(federation),
    // Images stay files (loaded lazily by <img>), never inlined into the JS the home page pays for.
    webOutput: { dataUriLimit: 0 },
  });
});
