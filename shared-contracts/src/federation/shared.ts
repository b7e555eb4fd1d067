/**
 * Shared singletons (DESIGN.md's list, adjusted for size: apps import zod's classic API from
 * 'zod/v3', a sixth of the full zod 4 module; react-router 6 brings its '@remix-run/router' core,
 * shared so that it too exists once): one copy of each in the composed page, whichever app loads first provides it
 * (shareStrategy 'loaded-first' is set by each app's build config). Versions are aligned by the
 * single lock file of the workspace, so `requiredVersion: false` avoids spurious mismatch
 * warnings between equal versions while `singleton` still guarantees one instance.
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  '@remix-run/router',
  'styled-components',
  'i18next',
  'react-i18next',
  'mitt',
  '@supabase/supabase-js',
  'zod/v3',
  '@marketplace/contracts',
] as const;

export interface SharedConfig {
  singleton: true;
  requiredVersion: false;
  eager?: boolean;
}

export function federationShared(): Record<string, SharedConfig> {
  return Object.fromEntries(
    SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: false } satisfies SharedConfig]),
  );
}

export const SHARED_SINGLETONS: readonly string[] = SINGLETONS;
