import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { REMOTE_REACT_OPTIONS, remoteBuildSettings, remoteFederationOptions } from '@marketplace/contracts/federation';
import { pluginPrecompress } from '@marketplace/contracts/precompress';
import { FIRST_READS } from './src/first-reads';

const NAME = 'mfe_catalog';

export default defineConfig(({ command }) => {
  const mode = command === 'build' ? 'build' : 'dev';
  const settings = remoteBuildSettings(NAME, mode);
  return {
    plugins: [
      pluginReact(REMOTE_REACT_OPTIONS),
      pluginPrecompress(),
      pluginModuleFederation(
        remoteFederationOptions(
          NAME,
          {
            './HomePage': './src/exposes/HomePage.tsx',
            './ListingPage': './src/exposes/ListingPage.tsx',
            './CategoriesPage': './src/exposes/CategoriesPage.tsx',
            './VendorRegisterPage': './src/exposes/VendorRegisterPage.tsx',
            './VendorInfoPage': './src/exposes/VendorInfoPage.tsx',
            './VendorPage': './src/exposes/VendorPage.tsx',
            './ProductPage': './src/exposes/ProductPage.tsx',
          },
          mode,
          FIRST_READS,
        ),
      ),
    ],
    ...settings,
    // Images stay files (loaded lazily by <img>), never inlined into the JS the home page pays for.
    output: { ...settings.output, dataUriLimit: 0 },
  };
});
