import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { REMOTE_REACT_OPTIONS, REMOTES, pluginPrecompress, remoteBuildSettings, remoteFederationOptions } from '@marketplace/tooling';
import { NAV, PAGES } from './src/pages';

const NAME = 'mfe_seller';

export default defineConfig(({ command }) => {
  const mode = command === 'build' ? 'build' : 'dev';
  return {
    plugins: [
      pluginReact(REMOTE_REACT_OPTIONS),
      pluginPrecompress(),
      pluginModuleFederation(
        remoteFederationOptions(
          {
            name: NAME,
            appDir: __dirname,
            exposes: {
              './SellerHomePage': './src/exposes/SellerHomePage.tsx',
              './ProductsPage': './src/exposes/ProductsPage.tsx',
              './ProductEditorPage': './src/exposes/ProductEditorPage.tsx',
              './OrdersPage': './src/exposes/OrdersPage.tsx',
              './SettingsPage': './src/exposes/SettingsPage.tsx',
              './ApplicationsPage': './src/exposes/ApplicationsPage.tsx',
              './PaymentsPage': './src/exposes/PaymentsPage.tsx',
              './StatementPage': './src/exposes/StatementPage.tsx',
              './PayoutsPage': './src/exposes/PayoutsPage.tsx',
            },
            pages: PAGES,
            nav: NAV,
          },
          mode,
        ),
      ),
    ],
    ...remoteBuildSettings(REMOTES[NAME], mode),
  };
});
