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
import { REMOTE_NAME } from './src/lib/remote-name';

export default defineConfig(({ command }) => {
  const mode = command === 'build' ? 'build' : 'dev';
  const { output, tools, html, ...settings } = remoteBuildSettings(REMOTES[REMOTE_NAME], mode);
  return {
    plugins: [pluginReact(REMOTE_REACT_OPTIONS), pluginStableStyles('srch')],
    ...settings,
    environments: {
      web: {
        plugins: [
          pluginPrecompress(),
          pluginModuleFederation(
            remoteFederationOptions(
              {
                name: REMOTE_NAME,
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
        output,
        tools,
        html,
      },
      // The fragment server is a production artefact; `npm run dev` renders in the browser.
      ...(mode === 'build' ? { node: serverEnvironment() } : {}),
    },
  };
});
