import { join } from 'node:path';

/**
 * An Rspack rule for React Router 7's bundled modules: its top-level `displayName` assignments
 * dropped and React's constructors marked pure (router-pure-transform.cjs), so the shell's trimmed
 * copy of react-router holds what its exports reach, not the whole library: every page pays for it
 * (docs/performance-techniques.md). **Off**: remove the rule from the shell's `tools.rspack`.
 */
export const routerPureRule = {
  test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.m?js$/,
  use: [{ loader: join(__dirname, 'router-pure-loader.cjs') }],
};
