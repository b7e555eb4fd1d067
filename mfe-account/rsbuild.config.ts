import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { REMOTE_REACT_OPTIONS, remoteBuildSettings, remoteFederationOptions } from '@marketplace/contracts/federation';
import { pluginPrecompress } from '@marketplace/contracts/precompress';

const NAME = 'mfe_account';

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
            './LoginPage': './src/exposes/LoginPage.tsx',
            './RegisterPage': './src/exposes/RegisterPage.tsx',
            './ForgotPasswordPage': './src/exposes/ForgotPasswordPage.tsx',
            './ResetPasswordPage': './src/exposes/ResetPasswordPage.tsx',
            './OrderDetailsPage': './src/exposes/OrderDetailsPage.tsx',
            './OrdersPage': './src/exposes/OrdersPage.tsx',
            './ProfilePage': './src/exposes/ProfilePage.tsx',
          },
          mode,
        ),
      ),
    ],
    ...remoteBuildSettings(NAME, mode),
  };
});
