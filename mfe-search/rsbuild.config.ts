import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { REMOTE_REACT_OPTIONS, REMOTES, pluginPrecompress, remoteBuildSettings, remoteFederationOptions } from '@marketplace/build';
import { FIRST_READS } from './src/first-reads';
import { PAGES } from './src/pages';

const NAME = 'mfe_search';

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
              './SearchPage': './src/exposes/SearchPage.tsx',
            },
            pages: PAGES,
            firstReads: FIRST_READS,
          },
          mode,
        ),
      ),
    ],
    ...remoteBuildSettings(REMOTES[NAME], mode),
  };
});
