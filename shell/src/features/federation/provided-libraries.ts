import { decodeName, ENCODE_NAME_PREFIX } from '@module-federation/sdk';
import { RUNTIME_009, runtimeDescMap } from '@module-federation/error-codes';
import { HOST_PROVIDED_LIBRARIES } from '@marketplace/contracts/federation';

/**
 * What a remote's production entry reads from the host instead of carrying it (contracts'
 * HOST_PROVIDED_LIBRARIES): the names the federation's bundler runtime imports from each library.
 * Only those, not the whole library: the host's runtime already holds them, so the host pays
 * nothing. provided-libraries.test.ts fails when a federation upgrade imports another.
 */
export const PROVIDED_LIBRARIES = {
  '@module-federation/sdk': { decodeName, ENCODE_NAME_PREFIX },
  '@module-federation/error-codes': { RUNTIME_009, runtimeDescMap },
} satisfies Record<keyof typeof HOST_PROVIDED_LIBRARIES, object>;

/** Sets the globals; must run before any remote entry does. */
export function provideFederationLibraries(): void {
  for (const [library, exports] of Object.entries(PROVIDED_LIBRARIES)) {
    Object.assign(globalThis, { [HOST_PROVIDED_LIBRARIES[library as keyof typeof HOST_PROVIDED_LIBRARIES]]: exports });
  }
}
