import { FIRST_READS_MANIFEST_FIELD, type FirstReads } from '../host/first-reads';
import { exposedModules, ROUTES } from '../routes/table';
import { REMOTES, type RemoteName } from './apps';
import { federationShared } from './shared';
import { CONTRACTS_MANIFEST_FIELD, CONTRACTS_VERSION, contractsRange } from './contracts-version';
import type { BuildCommand } from './remote-build';

/** Build-time override of the contracts version a remote's manifest records (see below). */
export const CONTRACTS_BUILT_AGAINST_ENV = 'CONTRACTS_BUILT_AGAINST';

/**
 * The contracts version a build records: CONTRACTS_VERSION, or `CONTRACTS_BUILT_AGAINST=x.y.z`
 * to build a remote as if against another contracts release. Only for compatibility checks
 * (e2e/tests/contracts-version.spec.ts builds one at a newer minor and one at another major).
 */
function builtAgainst(): string {
  const override = process.env[CONTRACTS_BUILT_AGAINST_ENV];
  if (override === undefined || override === '') return CONTRACTS_VERSION;
  if (!/^\d+\.\d+\.\d+$/.test(override)) throw new Error(`${CONTRACTS_BUILT_AGAINST_ENV}="${override}" is not a version (major.minor.patch)`);
  return override;
}

/**
 * The Module Federation options of a remote. The exposes map must cover every module the route
 * table points at, so a route and its remote can never drift apart unnoticed: the build fails.
 * `firstReads` are the public reads its pages start with, by route (host/first-reads.ts): each must
 * be a route of the table that this remote renders.
 */
export function remoteFederationOptions(name: RemoteName, exposes: Record<string, string>, command: BuildCommand = 'build', firstReads: FirstReads = {}) {
  const missing = exposedModules(name).filter((m) => !(m in exposes));
  if (missing.length > 0) {
    throw new Error(`${REMOTES[name].folder} must expose ${missing.join(', ')} (see the route table in contracts)`);
  }
  const foreign = Object.keys(firstReads).filter((path) => !ROUTES.some((r) => r.path === path && r.target.app === name));
  if (foreign.length > 0) throw new Error(`${REMOTES[name].folder} declares first reads for ${foreign.join(', ')}, not routes it renders`);
  const range = contractsRange(builtAgainst());
  return {
    name,
    exposes,
    shared: federationShared({ trim: command === 'build' }),
    shareStrategy: 'loaded-first' as const,
    // The manifest records the contracts range this build was compiled against: the shell reads it
    // before loading any of the remote's code and refuses another major. And the first reads,
    // which the shell's start-up script sends beside the remote's scripts.
    manifest: {
      additionalData: ({ stats }: { stats: { metaData: object } }) => {
        Object.assign(stats.metaData, { [CONTRACTS_MANIFEST_FIELD]: range });
        if (Object.keys(firstReads).length > 0) Object.assign(stats.metaData, { [FIRST_READS_MANIFEST_FIELD]: firstReads });
      },
    },
    dts: false,
    // In production the host provides the federation runtime: each remote entry would otherwise
    // carry its own copy (~20 KB compressed) to every page that uses the remote. A dev server
    // keeps it, so the remote also runs standalone and inside any shell.
    experiments: { externalRuntime: command === 'build', optimization: { target: 'web' as const } },
  };
}

/** The host's options: no build-time remotes; the shell registers them from /env.json. */
export function hostFederationOptions() {
  return {
    name: 'shell',
    remotes: {},
    shared: federationShared(),
    shareStrategy: 'loaded-first' as const,
    dts: false,
    experiments: { provideExternalRuntime: true, optimization: { target: 'web' as const } },
  };
}
