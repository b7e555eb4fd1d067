import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { REMOTE_REACT_OPTIONS, REMOTES, remoteFederationOptions, serverRenderedRemoteConfig } from '@marketplace/tooling';
import { FIRST_READS } from './src/first-reads';
import { PAGES, SLOTS } from './src/pages';
import { REMOTE_NAME } from './src/lib/remote-name';

export default defineConfig(({ command }) => {
  const mode = command === 'build' ? 'build' : 'dev';
  const federation = remoteFederationOptions(
    {
      name: REMOTE_NAME,
      appDir: __dirname,
      exposes: { './SearchPage': './src/exposes/SearchPage.tsx', './SearchSuggest': './src/exposes/SearchSuggest.tsx' },
      pages: PAGES,
      slots: SLOTS,
      firstReads: FIRST_READS,
    },
    mode,
  );
  return serverRenderedRemoteConfig({
    app: REMOTES[REMOTE_NAME],
    command: mode,
    stylePrefix: 'srch',
    react: pluginReact(REMOTE_REACT_OPTIONS),
    federation: pluginModuleFederation(federation),
  });
});
