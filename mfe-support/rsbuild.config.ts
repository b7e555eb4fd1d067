import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { REMOTE_REACT_OPTIONS, remoteBuildSettings, remoteFederationOptions } from '@marketplace/contracts/federation';
import { pluginPrecompress } from '@marketplace/contracts/precompress';

const NAME = 'mfe_support';

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
            './ContactPage': './src/exposes/ContactPage.tsx',
            './AboutPage': './src/exposes/AboutPage.tsx',
            './FaqPage': './src/exposes/FaqPage.tsx',
            './ShippingPage': './src/exposes/ShippingPage.tsx',
            './ReturnsPage': './src/exposes/ReturnsPage.tsx',
            './ChatWidget': './src/exposes/ChatWidget.tsx',
            './SupportPanel': './src/exposes/SupportPanel.tsx',
          },
          mode,
        ),
      ),
    ],
    ...remoteBuildSettings(NAME, mode),
  };
});
