import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { REMOTE_REACT_OPTIONS, remoteBuildSettings, remoteFederationOptions } from '@marketplace/contracts/federation';
import { pluginPrecompress } from '@marketplace/contracts/precompress';

const NAME = 'mfe_cart_checkout';

export default defineConfig(({ command }) => {
  const mode = command === 'build' ? 'build' : 'dev';
  return {
    plugins: [
      pluginReact(REMOTE_REACT_OPTIONS),
      pluginPrecompress(),
      pluginModuleFederation(
        remoteFederationOptions(
          NAME,
          {
            './CartPage': './src/exposes/CartPage.tsx',
            './CheckoutPage': './src/exposes/CheckoutPage.tsx',
            './MiniCart': './src/exposes/MiniCart.tsx',
          },
          mode,
        ),
      ),
    ],
    ...remoteBuildSettings(NAME, mode),
  };
});
