import type { EnvironmentConfig, RsbuildPlugin } from '@rsbuild/core';

/** Where a remote's build puts its fragment server, beside `dist/` (the web build). */
export const SERVER_DIST = 'dist-server';
/** The fragment server's entry in every app that renders on the server. */
export const SERVER_ENTRY = './src/server/index.ts';

/**
 * The node environment of an app's Rsbuild config: its server, bundled whole (React's server
 * renderer, styled-components, the data code) into `dist-server/index.cjs`, so the app's image runs
 * it with node and nothing else. It is built from the same source as the web environment.
 */
export function serverEnvironment(): EnvironmentConfig {
  return {
    source: { entry: { index: SERVER_ENTRY } },
    output: {
      target: 'node',
      // CommonJS: some bundled packages read `__dirname`, which an ES module lacks.
      module: false,
      distPath: { root: SERVER_DIST },
      filename: { js: '[name].cjs' },
      minify: false,
    },
  };
}

/**
 * styled-components' class names the same in the server's render and the browser's, whatever order
 * the page creates components in: each component gets an id from its file and position at build
 * time, prefixed by the app's `namespace`, so two apps' components never share one.
 */
export function pluginStableStyles(namespace: string): RsbuildPlugin {
  const options = { ssr: true, displayName: false, fileName: false, namespace, minify: true, transpileTemplateLiterals: true, pure: true };
  return {
    name: 'marketplace:stable-styles',
    setup(api) {
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
        mergeRsbuildConfig(config, {
          tools: { swc: { jsc: { experimental: { plugins: [[require.resolve('@swc/plugin-styled-components'), options]] } } } },
        }),
      );
    },
  };
}
