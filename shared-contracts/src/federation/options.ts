import { exposedModules } from '../routes/table';
import { REMOTES, type RemoteName } from './apps';
import { federationShared } from './shared';
import { CONTRACTS_MANIFEST_FIELD, contractsRange } from './contracts-version';
import type { BuildCommand } from './remote-build';

/**
 * The Module Federation options of a remote. The exposes map must cover every module the route
 * table points at, so a route and its remote can never drift apart unnoticed: the build fails.
 */
export function remoteFederationOptions(name: RemoteName, exposes: Record<string, string>, command: BuildCommand = 'build') {
  const missing = exposedModules(name).filter((m) => !(m in exposes));
  if (missing.length > 0) {
    throw new Error(`${REMOTES[name].folder} must expose ${missing.join(', ')} (see the route table in contracts)`);
  }
  return {
    name,
    exposes,
    shared: federationShared(),
    shareStrategy: 'loaded-first' as const,
    // The manifest records the contracts range this build was compiled against: the shell reads it
    // before loading any of the remote's code and refuses another major.
    manifest: {
      additionalData: ({ stats }: { stats: { metaData: object } }) => {
        Object.assign(stats.metaData, { [CONTRACTS_MANIFEST_FIELD]: contractsRange() });
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
