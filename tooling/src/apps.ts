import type { RuntimeConfig } from '@marketplace/contracts';

/**
 * The apps of this repository and their ports on a developer's machine (README.md), for the
 * builds, `npm start`, the dev servers, the deploy files' tests and the e2e suite. The site itself
 * knows its remotes only from `/env.json`'s list.
 */
export const REMOTES = {
  mfe_catalog: { folder: 'mfe-catalog', port: 3001 },
  mfe_search: { folder: 'mfe-search', port: 3002 },
  mfe_cart_checkout: { folder: 'mfe-cart-checkout', port: 3003 },
  mfe_account: { folder: 'mfe-account', port: 3004 },
  mfe_support: { folder: 'mfe-support', port: 3005 },
  mfe_seller: { folder: 'mfe-seller', port: 3006 },
} as const;

export type RemoteName = keyof typeof REMOTES;

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

export const SHELL = { name: 'shell', folder: 'shell', port: 3000 } as const;

export const BACKEND_PORT = 54321;

/**
 * Where the e2e suite serves a deployment of the shell's files alone, without its page server (as
 * a static host would, or a load the page server left to the browser); its backend answers it too.
 */
export const FILES_ONLY_SHELL_PORT = 3010;

/** The config of a local run: every remote of this repository on its port, in this order. */
export function localRuntimeConfig(host = 'localhost', supabase: RuntimeConfig['supabase'] = null): RuntimeConfig {
  const remotes = REMOTE_NAMES.map((name) => ({ name, manifest: `http://${host}:${REMOTES[name].port}/mf-manifest.json` }));
  return { remotes, supabase, allowOverrides: true };
}
