import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  CONTRACTS_MANIFEST_FIELD,
  CONTRACTS_VERSION,
  USED_EXPORTS_MANIFEST_FIELD,
  judgeContractsRange,
} from '@marketplace/contracts/federation';
import { CONTRACTS, resolveServingContracts, servesContractsBuild } from './contracts-copy';
import { reportRefusal } from './refusal';

// Runs in the shell's entry, before any shared package has loaded: no shared imports here.

/** A package the page provides: its version, and the exports of its trimmed copy (null: none). */
export interface ProvidedShare {
  version: string;
  trimmedExports: readonly string[] | null;
}
export type PageShares = Record<string, ProvidedShare>;

interface ManifestShared {
  name?: unknown;
  version?: unknown;
  requiredVersion?: unknown;
  singleton?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a remote's manifest (untrusted JSON) says it needs of each shared package. */
interface Need {
  requiredVersion: string | null;
  /** The release its build compiled in (the version its manifest records for the package). */
  builtVersion: string | null;
  usedExports: string[];
}

function needsOf(manifest: unknown): Map<string, Need> {
  const needs = new Map<string, Need>();
  if (!isRecord(manifest)) return needs;
  const used =
    isRecord(manifest.metaData) && isRecord(manifest.metaData[USED_EXPORTS_MANIFEST_FIELD])
      ? manifest.metaData[USED_EXPORTS_MANIFEST_FIELD]
      : {};
  for (const entry of Array.isArray(manifest.shared) ? (manifest.shared as ManifestShared[]) : []) {
    if (!isRecord(entry) || typeof entry.name !== 'string') continue;
    const exports = used[entry.name];
    needs.set(entry.name, {
      requiredVersion: typeof entry.requiredVersion === 'string' && entry.requiredVersion !== '*' ? entry.requiredVersion : null,
      builtVersion: typeof entry.version === 'string' ? entry.version : null,
      usedExports: Array.isArray(exports) ? exports.filter((e): e is string => typeof e === 'string') : [],
    });
  }
  return needs;
}

/** The exports of `need` that the page's trimmed copy of the package lacks. */
const missingExports = (provided: ProvidedShare, need: Need) =>
  provided.trimmedExports ? need.usedExports.filter((e) => !provided.trimmedExports!.includes(e)) : [];

/**
 * Whether the remote runs the page's copy of the contracts: one its range accepts and that serves
 * the release it was built against (built against a newer minor, it brings its own copy).
 */
const takesPageContracts = (page: PageShares, need: Need | undefined) => {
  const provided = page[CONTRACTS];
  return (
    !!provided &&
    !!need &&
    (need.requiredVersion === null || satisfy(provided.version, need.requiredVersion)) &&
    servesContractsBuild(provided.version, need.builtVersion)
  );
};

/**
 * Why the page cannot run a remote with this manifest, or null when it can: its contracts are of
 * another major; it needs a version of a shared singleton the page's copy does not satisfy; or it
 * uses exports of a trimmed share that the page's copy lacks while the page runs that copy
 * (`whole` names the packages the page runs whole).
 */
export function refusalOf(
  manifest: unknown,
  page: PageShares,
  whole: ReadonlySet<string>,
  hostContracts: string = CONTRACTS_VERSION,
): string | null {
  const recorded = isRecord(manifest) && isRecord(manifest.metaData) ? manifest.metaData[CONTRACTS_MANIFEST_FIELD] : undefined;
  const verdict = judgeContractsRange(recorded, hostContracts);
  if (!verdict.compatible) return `${verdict.reason}; rebuild it against contracts ${hostContracts.split('.')[0]}.x`;
  const needs = needsOf(manifest);
  for (const [name, need] of needs) {
    const provided = page[name];
    if (!provided || name === CONTRACTS || need.requiredVersion === null) continue;
    if (!satisfy(provided.version, need.requiredVersion)) {
      return `it needs ${name} ${need.requiredVersion}, this page provides ${name} ${provided.version}; rebuild it against ${name} ${provided.version.split('.')[0]}.x`;
    }
  }
  for (const [name, need] of needs) {
    const provided = page[name];
    if (!provided || whole.has(name) || (name === CONTRACTS && !takesPageContracts(page, need))) continue;
    const missing = missingExports(provided, need);
    if (missing.length > 0) {
      return `it uses ${missing.join(', ')} of ${name}, which this page's trimmed copy lacks (the page chose its copies before this remote's manifest arrived); reload the page`;
    }
  }
  return null;
}

/**
 * The trimmed shares the page must run whole, so that every remote it can run finds every export
 * it uses (one copy of each package either way), and a note for each: which remote needs what.
 */
export function wholeShares(
  page: PageShares,
  manifests: ReadonlyArray<{ name: string; json: unknown }>,
): { whole: Set<string>; notes: string[] } {
  const whole = new Set<string>();
  const notes: string[] = [];
  const everything = new Set(Object.keys(page));
  for (const { name: remote, json } of manifests) {
    if (json === null || refusalOf(json, page, everything) !== null) continue;
    for (const [name, need] of needsOf(json)) {
      const provided = page[name];
      if (!provided || (name === CONTRACTS && !takesPageContracts(page, need))) continue;
      const missing = missingExports(provided, need);
      if (missing.length === 0) continue;
      whole.add(name);
      notes.push(
        `[federation] ${remote} uses ${missing.join(', ')} of ${name}, beyond this shell's trimmed copy: the page runs the whole ${name}`,
      );
    }
  }
  return { whole, notes };
}

/**
 * Applies the page's choice to every app's share resolution (registered globally: each remote
 * resolves in a federation instance of its own), gives each app a contracts copy that serves the
 * release it was built against (contracts-copy.ts), and checks each remote's manifest as soon as it
 * arrives, before its entry or any of its modules is fetched: a refusal rejects the load, so the
 * fallback plugin and the region's error screen take over, and stays with the manifest until Try
 * Again registers the remote afresh.
 */
export function sharesPlugin(
  page: PageShares,
  whole: ReadonlySet<string>,
  hostContracts: string = CONTRACTS_VERSION,
): ModuleFederationRuntimePlugin {
  return {
    name: 'marketplace-shares',
    resolveShare(args) {
      if (args.pkgName === CONTRACTS) resolveServingContracts(args);
      const provided = page[args.pkgName];
      if (!provided?.trimmedExports) return args;
      const resolve = args.resolver;
      const trimmed = !whole.has(args.pkgName);
      args.resolver = () => {
        const resolved = resolve();
        // The choice is of the page's copy; a remote's newer contracts are left as resolved.
        if (!resolved?.shared.treeShaking || resolved.shared.version !== provided.version) return resolved;
        return { ...resolved, useTreesShaking: trimmed };
      };
      return args;
    },
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      const reason = refusalOf(args.manifestJson, page, whole, hostContracts);
      if (reason === null) return args;
      throw reportRefusal(args.moduleInfo.name, reason);
    },
  };
}

interface ShellShareConfig {
  version?: string;
}
declare const __webpack_require__: { federation?: { usedExports?: Record<string, string[]> } } | undefined;

/**
 * What this page provides: the shell's shared packages (its federation instance's options) and the
 * exports its build kept in each trimmed copy (its bundler runtime's record of them).
 */
export function pageSharesOf(shared: Record<string, ShellShareConfig[]>): PageShares {
  const trimmed = typeof __webpack_require__ === 'undefined' ? {} : (__webpack_require__?.federation?.usedExports ?? {});
  const page: PageShares = {};
  for (const [name, configs] of Object.entries(shared)) {
    const version = configs[0]?.version;
    if (typeof version === 'string') page[name] = { version, trimmedExports: trimmed[name] ?? null };
  }
  return page;
}
