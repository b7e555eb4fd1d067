import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { REMOTE_REACT_OPTIONS, REMOTES, pluginPrecompress, remoteBuildSettings, remoteFederationOptions } from '@marketplace/tooling';
import { PAGES, SLOTS } from './src/pages';

const NAME = 'mfe_cart_checkout';

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
              './CartPage': './src/exposes/CartPage.tsx',
              './CheckoutPage': './src/exposes/CheckoutPage.tsx',
              './MiniCart': './src/exposes/MiniCart.tsx',
            },
            pages: PAGES,
            slots: SLOTS,
          },
          mode,
        ),
      ),
    ],
    ...remoteBuildSettings(REMOTES[NAME], mode),
  };
});
