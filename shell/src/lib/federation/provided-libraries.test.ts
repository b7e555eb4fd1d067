/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import federation from '@module-federation/webpack-bundler-runtime';
import { BUNDLER_RUNTIME_GLOBAL, HOST_PROVIDED_LIBRARIES } from '@marketplace/contracts/federation';
import { makeBundlerRuntime, PROVIDED_LIBRARIES, provideFederationLibraries } from './provided-libraries';

type Library = keyof typeof HOST_PROVIDED_LIBRARIES;
const LIBRARIES = Object.keys(HOST_PROVIDED_LIBRARIES) as Library[];

// What a remote's production entry compiles in of the federation (the runtime core comes from the
// host as well, whole).
const IN_REMOTE_ENTRIES = ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime', '@module-federation/runtime-tools'];

const escape = (text: string) => text.replace(/[$()*+.?[\\\]^{|}/-]/g, '\\$&');

/** The names a built file takes from a library: ES `import { a, b as c }` or CommonJS `x.a`. */
function namesImported(source: string, library: Library): string[] {
  const lib = escape(library);
  if (new RegExp(`(?:export \\*|import \\* as [\\w$]+) from "${lib}"`).test(source)) return ['* (the whole library)'];
  const esm = [...source.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*"${lib}"`, 'g'))].flatMap((m) =>
    (m[1] ?? '').split(',').flatMap((part) => part.trim().split(/\s+as\s+/)[0] || []),
  );
  const cjs = [...source.matchAll(new RegExp(`(?:let|const|var)\\s+([\\w$]+)\\s*=\\s*require\\("${lib}"\\)`, 'g'))].flatMap((m) =>
    [...source.matchAll(new RegExp(`\\b${escape(m[1] ?? '')}\\.([\\w$]+)`, 'g'))].flatMap((use) => use[1] ?? []),
  );
  return [...esm, ...cjs];
}

function builtFiles(pkg: string): string[] {
  const dist = dirname(require.resolve(pkg));
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(c?js)$/.test(file))
    .map((file) => readFileSync(join(dist, file), 'utf8'));
}

const imported = Object.fromEntries(
  LIBRARIES.map((library) => [
    library,
    [...new Set(IN_REMOTE_ENTRIES.flatMap(builtFiles).flatMap((source) => namesImported(source, library)))].sort(),
  ]),
) as Record<Library, string[]>;

describe('the federation libraries the shell provides to remote entries', () => {
  it.each(LIBRARIES)('provide every name the federation code in a remote entry imports from %s', (library) => {
    // Found some: a reader that finds nothing would pass anything.
    expect(imported[library].length).toBeGreaterThan(0);
    expect(imported[library].filter((name) => !(name in PROVIDED_LIBRARIES[library]))).toEqual([]);
  });

  it('are set on the globals the remote builds read them from', () => {
    provideFederationLibraries();
    for (const library of LIBRARIES) {
      expect((globalThis as Record<string, unknown>)[HOST_PROVIDED_LIBRARIES[library]]).toBe(PROVIDED_LIBRARIES[library]);
    }
    expect(typeof PROVIDED_LIBRARIES['@module-federation/sdk'].decodeName).toBe('function');
  });
});

type Made = Record<string, unknown> & { bundlerRuntime: Record<string, unknown> };

describe('the bundler runtime the shell makes for each remote container', () => {
  it("has every field of the package's own object, every function of its bundler runtime and the container entry's initialiser, around the remote's runtime module", () => {
    const runtime = { init: () => undefined };
    const made = makeBundlerRuntime(runtime) as Made;
    expect(Object.keys(made).sort()).toEqual(Object.keys(federation).sort());
    expect(made.runtime).toBe(runtime);
    for (const [name, value] of Object.entries(federation.bundlerRuntime ?? {})) {
      if (typeof value === 'function') expect(made.bundlerRuntime[name]).toBe(value);
    }
    expect(typeof made.bundlerRuntime.initContainerEntry).toBe('function');
  });

  it('is new for each container: nothing one container writes reaches another', () => {
    const [a, b] = [makeBundlerRuntime({}) as Made, makeBundlerRuntime({}) as Made];
    expect(a.bundlerRuntime).not.toBe(b.bundlerRuntime);
    expect(a.bundlerRuntime.S).not.toBe(b.bundlerRuntime.S);
    expect(a.bundlerRuntimeOptions).not.toBe(b.bundlerRuntimeOptions);
    expect(a.bundlerRuntime).not.toBe(federation.bundlerRuntime);
    expect([a.instance, a.initOptions]).toEqual([undefined, undefined]);
  });

  it('is set on the global the remote builds read it from', () => {
    provideFederationLibraries();
    expect((globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL]).toBe(makeBundlerRuntime);
  });
});
