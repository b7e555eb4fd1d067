import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { SHELL, hostFederationOptions } from '@marketplace/contracts/federation';

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(hostFederationOptions())],
  server: {
    port: Number(process.env.PORT) || SHELL.port,
    strictPort: true,
    historyApiFallback: true,
  },
  output: { assetPrefix: '/' },
  html: {
    template: './index.html',
    title: 'District Market',
  },
});
