import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { REMOTE_REACT_OPTIONS, REMOTES, pluginPrecompress, remoteBuildSettings, remoteFederationOptions } from '@marketplace/build';
import { PAGES, SLOTS } from './src/pages';

const NAME = 'mfe_support';

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
              './ContactPage': './src/exposes/ContactPage.tsx',
              './AboutPage': './src/exposes/AboutPage.tsx',
              './FaqPage': './src/exposes/FaqPage.tsx',
              './ShippingPage': './src/exposes/ShippingPage.tsx',
              './ReturnsPage': './src/exposes/ReturnsPage.tsx',
              './ChatWidget': './src/exposes/ChatWidget.tsx',
              './SupportPanel': './src/exposes/SupportPanel.tsx',
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
