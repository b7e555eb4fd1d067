import { CONTRACTS_MANIFEST_FIELD, USED_EXPORTS_MANIFEST_FIELD, contractsRange } from '@marketplace/contracts/federation';
import { FIRST_READS_MANIFEST_FIELD, type FirstReads } from '@marketplace/contracts/first-reads';
import {
  NAV_MANIFEST_FIELD,
  PAGES_MANIFEST_FIELD,
  SLOTS_MANIFEST_FIELD,
  navProblem,
  pageProblem,
  type NavDeclaration,
  type PageDeclaration,
  type SlotDeclarations,
} from '@marketplace/contracts/pages';
import { contractsBuiltAgainst } from './contracts-built-against';
import { packageExports } from './package-exports';
import { federationShared, TRIMMED, type SharedName } from './shared';
import type { BuildCommand } from './remote-build';

export interface RemoteDeclaration {
  /** The remote's federation name, as `/env.json` lists it. */
  name: string;
  /** Its folder (where its package.json is). */
  appDir: string;
  exposes: Record<string, string>;
  /** The pages it serves (contracts' routes/pages.ts). */
  pages?: readonly PageDeclaration[];
  /** The shell's layout slots it fills. */
  slots?: SlotDeclarations;
  /** The links it adds to the shell's menus, each to one of its pages. */
  nav?: readonly NavDeclaration[];
  /** The public reads its pages start with, by page path (contracts' host/first-reads.ts). */
  firstReads?: FirstReads;
}

/** Why a remote's declaration cannot be built; an empty list when it can. */
export function declarationProblems({ exposes, pages = [], slots = {}, nav = [], firstReads = {} }: RemoteDeclaration): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    const problem = pageProblem(page);
    if (problem) problems.push(problem);
    for (const module of [page.module, ...(page.opensInstead ? [page.opensInstead] : [])]) {
      if (!(module in exposes)) problems.push(`${page.path}: ${module} is not exposed`);
    }
  }
  for (const [slot, module] of Object.entries(slots)) if (!(module in exposes)) problems.push(`slot ${slot}: ${module} is not exposed`);
  for (const link of nav) {
    const problem = navProblem(link);
    if (problem) problems.push(problem);
    else if (!pages.some((p) => p.path === link.path)) problems.push(`menu link ${link.path} is not a page it declares`);
  }
  for (const path of Object.keys(firstReads))
    if (!pages.some((p) => p.path === path)) problems.push(`first reads for ${path}, which is not a page it declares`);
  return problems;
}

interface StatsShared {
  name: string;
  usedExports?: string[];
}

/**
 * What a build uses of each trimmed share: the bundler's count, kept to the package's real
 * exports (the count also names properties read off an export, which no copy need hold).
 */
function trimmedUsedExports(shared: readonly StatsShared[], appDir: string): Record<string, string[]> {
  const used = shared.filter((s) => TRIMMED.includes(s.name as SharedName) && s.usedExports && s.usedExports.length > 0);
  if (used.length === 0) return {};
  const exported = packageExports(
    used.map((s) => s.name),
    appDir,
  );
  return Object.fromEntries(used.map((s) => [s.name, [...new Set(s.usedExports!.filter((name) => exported[s.name]?.has(name)))].sort()]));
}

/**
 * The Module Federation options of a remote. Its pages, slots, menu links and first reads travel in its
 * manifest, where the shell reads them before running any of its code; so do the contracts range
 * from the release it compiles in (also its contracts share's range, so no older copy stands in
 * for it) and the exports it uses of each trimmed share (the bundler's own count, from the
 * build's stats), which the shell checks against the copies the page provides.
 */
export function remoteFederationOptions(declaration: RemoteDeclaration, command: BuildCommand = 'build') {
  const problems = declarationProblems(declaration);
  if (problems.length > 0) throw new Error(`${declaration.name}'s declaration: ${problems.join('; ')}`);
  const { name, exposes, pages = [], slots = {}, nav = [], firstReads = {} } = declaration;
  const range = contractsRange(contractsBuiltAgainst(declaration.appDir));
  return {
    name,
    exposes,
    shared: federationShared({ appDir: declaration.appDir, trim: command === 'build', contractsRange: range }),
    shareStrategy: 'loaded-first' as const,
    manifest: {
      additionalData: ({ stats }: { stats: { metaData: object; shared?: StatsShared[] } }) => {
        const usedExports = trimmedUsedExports(stats.shared ?? [], declaration.appDir);
        Object.assign(stats.metaData, {
          [CONTRACTS_MANIFEST_FIELD]: range,
          [PAGES_MANIFEST_FIELD]: pages,
          [SLOTS_MANIFEST_FIELD]: slots,
          [USED_EXPORTS_MANIFEST_FIELD]: usedExports,
        });
        if (Object.keys(firstReads).length > 0) Object.assign(stats.metaData, { [FIRST_READS_MANIFEST_FIELD]: firstReads });
        if (nav.length > 0) Object.assign(stats.metaData, { [NAV_MANIFEST_FIELD]: nav });
      },
    },
    dts: false,
    // In production the host provides the federation runtime: each remote entry would otherwise
    // carry its own copy to every page that uses the remote. A dev server keeps it, so the remote
    // also runs standalone and inside any shell.
    experiments: { externalRuntime: command === 'build', optimization: { target: 'web' as const } },
  };
}

/**
 * The host's options: no build-time remotes (the shell registers them from /env.json), and the
 * exports its trimmed copies hold.
 */
export function hostFederationOptions(appDir: string, providedExports: Partial<Record<SharedName, readonly string[]>>) {
  return {
    name: 'shell',
    remotes: {},
    shared: federationShared({ appDir, providedExports }),
    shareStrategy: 'loaded-first' as const,
    dts: false,
    experiments: { provideExternalRuntime: true, optimization: { target: 'web' as const } },
  };
}
