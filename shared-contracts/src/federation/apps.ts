/**
 * The apps of the composed site: federation names (valid JS identifiers, as Module Federation
 * needs), folder names and the ports of DESIGN.md. Build configs, the shell's runtime registration,
 * the deploy files and the tests all read this one table.
 */
export const REMOTES = {
  mfe_catalog: { folder: 'mfe-catalog', port: 3001 },
  mfe_search: { folder: 'mfe-search', port: 3002 },
  mfe_cart_checkout: { folder: 'mfe-cart-checkout', port: 3003 },
  mfe_account: { folder: 'mfe-account', port: 3004 },
  mfe_support: { folder: 'mfe-support', port: 3005 },
} as const;

export type RemoteName = keyof typeof REMOTES;

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

export const SHELL = { name: 'shell', folder: 'shell', port: 3000 } as const;

export const BACKEND_PORT = 54321;

export function isRemoteName(value: string): value is RemoteName {
  return Object.prototype.hasOwnProperty.call(REMOTES, value);
}
