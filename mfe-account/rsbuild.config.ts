import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { REMOTE_REACT_OPTIONS, REMOTES, pluginPrecompress, remoteBuildSettings, remoteFederationOptions } from '@marketplace/tooling';
import { PAGES } from './src/pages';

const NAME = 'mfe_account';

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
              './LoginPage': './src/exposes/LoginPage.tsx',
              './RegisterPage': './src/exposes/RegisterPage.tsx',
              './ForgotPasswordPage': './src/exposes/ForgotPasswordPage.tsx',
              './ResetPasswordPage': './src/exposes/ResetPasswordPage.tsx',
              './OrderDetailsPage': './src/exposes/OrderDetailsPage.tsx',
              './OrdersPage': './src/exposes/OrdersPage.tsx',
              './ProfilePage': './src/exposes/ProfilePage.tsx',
            },
            pages: PAGES,
          },
          mode,
        ),
      ),
    ],
    ...remoteBuildSettings(REMOTES[NAME], mode),
  };
});
