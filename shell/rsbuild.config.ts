import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import {
  SHELL,
  FederationRuntimeAsEsm,
  hostFederationOptions,
  pluginLocalEnvJson,
  pluginPrecompress,
  routerPureRule,
  serverEnvironment,
} from '@marketplace/tooling';
import { PROVIDED_EXPORTS } from './build-plugins/provided-exports';
import { pluginInlineStartup } from './build-plugins/inline-startup';
import { pluginFrameScript } from './build-plugins/frame-script';
import { pluginServiceWorker } from './build-plugins/service-worker';

export default defineConfig(({ command }) => ({
  plugins: [pluginReact()],
  server: {
    port: Number(process.env.PORT) || SHELL.port,
    strictPort: true,
    historyApiFallback: true,
    // `npm run dev` hands the shell its runtime config (with the local backend's key) this way;
    // otherwise the local config pluginLocalEnvJson writes applies.
    setup: (context) => {
      const envJson = process.env.MARKETPLACE_ENV_JSON;
      if (context.action !== 'dev' || !envJson) return;
      context.server.middlewares.use('/env.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(envJson);
      });
    },
  },
  environments: {
    web: {
      plugins: [
        pluginModuleFederation(hostFederationOptions(__dirname, PROVIDED_EXPORTS)),
        pluginLocalEnvJson(),
        pluginPrecompress(),
        pluginInlineStartup('./src/startup/inline.ts'),
        pluginFrameScript('./src/startup/inline-frame.ts'),
        pluginServiceWorker('./sw/worker.ts'),
      ],
      // The asset manifest lists every file of a release: the service worker finds in it the new names
      // of the chunks a shopper used (sw/releases.ts).
      output: { assetPrefix: '/', manifest: 'asset-manifest.json' },
      // The federation runtime from its packages' ES module files, so what the shell does not use is
      // left out; the entry's own imports of the libraries it provides to remotes reach those same
      // files, so it carries one copy of each.
      // React Router's module with its top level marked pure, so its trimmed copy holds only what the
      // listed exports reach (tooling/src/router-pure.ts).
      tools: { rspack: { plugins: [new FederationRuntimeAsEsm()], module: { rules: [routerPureRule] } } },
      // The packages the shell provides to every app travel in one chunk instead of a dozen: over
      // HTTP/1.1 a browser opens six connections to an origin, so small chunks queued behind each
      // other. supabase-js stays apart, with the two packages only it uses (iceberg-js, tslib): it
      // loads only when a session is restored or an app asks.
      splitChunks: {
        cacheGroups: {
          sharedPackages: {
            test: /[\\/]node_modules[\\/](?!@supabase[\\/]|iceberg-js[\\/]|tslib[\\/])/,
            chunks: 'async',
            name: 'shared-packages',
            enforce: true,
            priority: 30,
          },
          contracts: {
            // Contracts' Somali and Swahili texts stay in chunks of their own, loaded on demand.
            test: /[\\/]shared-contracts[\\/](?!.*[\\/](?:so|sw)\.ts$)/,
            chunks: 'async',
            name: 'contracts',
            enforce: true,
            priority: 20,
          },
        },
      },
      performance: {
        // Every page needs these three behind the async boundary: the HTML asks for them at once,
        // beside the entry, instead of after it has run.
        preload: { type: 'async-chunks', include: /[\\/](shared-packages|bootstrap|contracts)\.[0-9a-f]+\.js$/ },
      },
      html: {
        template: './index.html',
        title: 'District Market',
      },
    },
    // The page server is a production artefact; `npm run dev` composes pages in the browser.
    // resvg (link-preview cards) is a native module: required at run time, not bundled.
    ...(command === 'build'
      ? { node: mergeRsbuildConfig(serverEnvironment(), { output: { externals: { '@resvg/resvg-js': 'commonjs @resvg/resvg-js' } } }) }
      : {}),
  },
}));
