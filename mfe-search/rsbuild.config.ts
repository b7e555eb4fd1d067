import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { REMOTE_REACT_OPTIONS, remoteBuildSettings, remoteFederationOptions } from '@marketplace/contracts/federation';
import { pluginPrecompress } from '@marketplace/contracts/precompress';
import { FIRST_READS } from './src/first-reads';

const NAME = 'mfe_search';

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
            './SearchPage': './src/exposes/SearchPage.tsx',
          },
          mode,
          FIRST_READS,
        ),
      ),
    ],
    ...remoteBuildSettings(NAME, mode),
  };
});
