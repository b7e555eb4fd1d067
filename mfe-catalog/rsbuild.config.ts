import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import {
  REMOTE_REACT_OPTIONS,
  REMOTES,
  pluginPrecompress,
  pluginStableStyles,
  remoteBuildSettings,
  remoteFederationOptions,
  serverEnvironment,
} from '@marketplace/build';
import { FIRST_READS } from './src/first-reads';
import { PAGES } from './src/pages';

const NAME = 'mfe_catalog';

export default defineConfig(({ command }) => {
  const mode = command === 'build' ? 'build' : 'dev';
  const { output, tools, html, ...settings } = remoteBuildSettings(REMOTES[NAME], mode);
  return {
    plugins: [pluginReact(REMOTE_REACT_OPTIONS), pluginStableStyles('cat')],
    ...settings,
    environments: {
      web: {
        plugins: [
          pluginPrecompress(),
          pluginModuleFederation(
            remoteFederationOptions(
              {
                name: NAME,
                appDir: __dirname,
                exposes: {
                  './HomePage': './src/exposes/HomePage.tsx',
                  './ListingPage': './src/exposes/ListingPage.tsx',
                  './CategoriesPage': './src/exposes/CategoriesPage.tsx',
                  './VendorRegisterPage': './src/exposes/VendorRegisterPage.tsx',
                  './VendorInfoPage': './src/exposes/VendorInfoPage.tsx',
                  './VendorPage': './src/exposes/VendorPage.tsx',
                  './ProductPage': './src/exposes/ProductPage.tsx',
                },
                pages: PAGES,
                firstReads: FIRST_READS,
              },
              mode,
            ),
          ),
        ],
        // Images stay files (loaded lazily by <img>), never inlined into the JS the home page pays for.
        output: { ...output, dataUriLimit: 0 },
        tools,
        html,
      },
      // The fragment server is a production artefact; `npm run dev` renders in the browser.
      ...(mode === 'build' ? { node: serverEnvironment() } : {}),
    },
  };
});
