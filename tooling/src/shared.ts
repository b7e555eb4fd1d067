import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The shared packages: one copy of each in the composed page, whichever app loads first provides
 * it (shareStrategy 'loaded-first'), which in the site is the shell. Apps import zod's classic API
 * from 'zod/v3', and the router from 'react-router': since React Router 7 it is the whole library
 * (its DOM components included), and react-router-dom only re-exports it, so no app imports
 * react-router-dom and the page shares one router.
 */
const SHARED = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'styled-components',
  'i18next',
  'react-i18next',
  'mitt',
  '@supabase/supabase-js',
  'zod/v3',
  '@marketplace/contracts',
] as const;

export type SharedName = (typeof SHARED)[number];
export const SHARED_PACKAGES: readonly string[] = SHARED;

/**
 * Shares built trimmed (Module Federation's share tree-shaking). A remote's build infers the
 * exports it uses and records them in its manifest; the shell's trimmed copy holds the exports
 * its build lists (`providedExports`), and the shell's runtime gives the whole copy to the page
 * instead when a registered remote needs more (shell/src/lib/federation/share-negotiation.ts).
 * The lists are a byte budget, never a condition of correctness.
 */
export const TRIMMED: readonly SharedName[] = ['react-router', 'react-i18next', 'styled-components', '@marketplace/contracts'];

export interface SharedConfig {
  singleton: boolean;
  requiredVersion: string;
  eager?: boolean;
  treeShaking?: { mode: 'runtime-infer'; usedExports?: string[] };
}

/** The package whose version a share stands for ('react/' is react's, 'zod/v3' is zod's). */
export const packageOf = (name: string) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!);

/**
 * The range an app was built against, from its package.json: a pinned version means any release
 * of that major from it on (the lock file installs the pin; the runtime contract is semver's).
 */
export function rangeOf(spec: string): string {
  return /^\d+\.\d+\.\d+$/.test(spec) ? `^${spec}` : spec;
}

export interface ShareOptions {
  /** The app folder whose package.json gives each share's range. */
  appDir: string;
  /** Trim the shares of TRIMMED: a production build. A dev server keeps whole copies. */
  trim?: boolean;
  /** The exports the trimmed copies hold, by package (the shell's build); a remote infers its own. */
  providedExports?: Partial<Record<SharedName, readonly string[]>>;
  /** The contracts range to record instead of the package.json's: a remote's, from the release it compiles in. */
  contractsRange?: string;
}

/**
 * Each share's config. The contracts are versioned by their own rule (a newer minor only adds):
 * they are not a strict singleton, so a remote built against a newer minor than the page's runs
 * its own copy for what the page's lacks; contracts keep their state once per page
 * (contracts' page-singleton.ts). Every other share is a singleton whose range the shell checks
 * before the remote runs.
 */
export function federationShared({
  appDir,
  trim = true,
  providedExports = {},
  contractsRange,
}: ShareOptions): Record<string, SharedConfig> {
  const pkg = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const deps = pkg.dependencies ?? {};
  return Object.fromEntries(
    SHARED.map((name) => {
      const spec = deps[packageOf(name)];
      if (spec === undefined) throw new Error(`${join(appDir, 'package.json')} does not depend on ${packageOf(name)}, a shared package`);
      const contracts = name === '@marketplace/contracts';
      const config: SharedConfig = { singleton: !contracts, requiredVersion: contracts && contractsRange ? contractsRange : rangeOf(spec) };
      if (trim && TRIMMED.includes(name)) {
        const listed = providedExports[name];
        config.treeShaking = listed ? { mode: 'runtime-infer', usedExports: [...listed] } : { mode: 'runtime-infer' };
      }
      return [name, config];
    }),
  );
}
