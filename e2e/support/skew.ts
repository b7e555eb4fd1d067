import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import type { RuntimeConfig } from '@marketplace/contracts';
import { packageOf, REMOTE_CONTENT_SECURITY_POLICY, SERVER_DIST, SHARED_PACKAGES, shellContentSecurityPolicy } from '@marketplace/tooling';
import { serveStatic } from '../../scripts/lib/static-server.mjs';
import { startAppServer, type AppServer } from '../../scripts/lib/app-server';

/**
 * Real builds of real variants for the skew suite: a remote's folder is copied beside the
 * repository's packages (so it resolves them as the app itself does), changed as a team would
 * change it, built with Rsbuild, and served from an origin of its own, while the site keeps its
 * standard builds. The site learns of a variant only through `/env.json`, as a deployment would
 * tell it.
 */
export const ROOT = resolve(__dirname, '..', '..');
const CACHE = join(ROOT, 'node_modules', '.cache', 'skew');
const RSBUILD = join(ROOT, 'node_modules', '@rsbuild', 'core', 'bin', 'rsbuild.js');

/**
 * A production build of the app in `cwd` into `dist`. Rspack now and then aborts on a loaded
 * machine (SIGABRT, nothing printed): a build killed by a signal is no fault of the variant, so it
 * is built once more; a failure names the exit code, the signal and both streams.
 */
async function rsbuild(cwd: string, dist: string, env: Record<string, string> = {}, attempt = 1): Promise<void> {
  try {
    await promisify(execFile)(process.execPath, [RSBUILD, 'build', '--dist-path', dist, '--log-level', 'warn'], {
      cwd,
      env: { ...process.env, NODE_ENV: 'production', ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { code, signal, stdout, stderr } = error as { code?: number; signal?: string; stdout?: string; stderr?: string };
    const why = `rsbuild build in ${cwd} failed (exit ${code}, signal ${signal})\n--- stdout\n${stdout}\n--- stderr\n${stderr}`;
    if (attempt > 1 || !signal) throw new Error(why);
    console.warn(`${why}\n--- built once more: the build was killed, it did not fail`);
    await rsbuild(cwd, dist, env, attempt + 1);
  }
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

export interface Variant {
  /** The folder the variant was copied from (an app, or a fixture), relative to the repository. */
  from: string;
  /** Edits the copy as a team's change would. */
  change?: (dir: string) => Promise<void>;
  /** Environment of its build. */
  env?: Record<string, string>;
}

/**
 * The commit of an app's previous release: the one before the last commit that changed its folder.
 * Null when the history does not reach it (a shallow clone).
 */
export function previousReleaseOf(folder: string): string | null {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  const last = git('log', '-1', '--format=%H', '--', folder);
  if (!last) return null;
  try {
    return git('rev-parse', '--verify', '--quiet', `${last}^`);
  } catch {
    return null;
  }
}

/**
 * The repository at `commit`, beside today's packages: its own workspaces (the contracts and
 * tooling of that release) linked in, every other package resolved from today's install (the
 * lock file rarely differs between two releases; where it does, today's packages are used),
 * except the pins of another major than today's install (a release before a coordinated move of
 * the shared singletons: React 18, react-router-dom 6), which are installed into the checkout, so
 * its build bundles, and its manifest records, what that release shipped.
 */
export async function checkoutAt(commit: string): Promise<string> {
  const dir = join(CACHE, `release-${commit.slice(0, 12)}`);
  if (existsSync(join(dir, '.checked-out'))) return dir;
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive --format=tar ${commit} | tar -x -C "${dir}"`], { cwd: ROOT });
  const { workspaces = [] } = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { workspaces?: string[] };
  const pins = new Map<string, string>();
  for (const folder of workspaces) {
    const manifest = join(dir, folder, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, dependencies = {} } = JSON.parse(await readFile(manifest, 'utf8')) as {
      name: string;
      dependencies?: Record<string, string>;
    };
    for (const [pkg, spec] of Object.entries(dependencies)) if (/^\d+\.\d+\.\d+$/.test(spec)) pins.set(pkg, spec);
    if (!name.startsWith('@marketplace/')) continue;
    await mkdir(join(dir, 'node_modules', '@marketplace'), { recursive: true });
    await symlink(join(dir, folder), join(dir, 'node_modules', name), 'dir');
  }
  const otherMajors = [...pins]
    .filter(([pkg, version]) => installedMajor(pkg) !== majorOf(version))
    .map(([pkg, version]) => `${pkg}@${version}`);
  if (otherMajors.length > 0) await installInto(dir, otherMajors);
  await writeFile(join(dir, '.checked-out'), `${otherMajors.join('\n')}\n`);
  return dir;
}

const majorOf = (version: string) => Number(version.split('.')[0]);

/** The major of `pkg` in today's install, or null when it is not installed. */
function installedMajor(pkg: string): number | null {
  const manifest = join(ROOT, 'node_modules', pkg, 'package.json');
  if (!existsSync(manifest)) return null;
  return majorOf((JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version);
}

/** Installs `specs` (with their own dependencies) into `dir`'s node_modules, from the registry. */
async function installInto(dir: string, specs: string[]): Promise<void> {
  const staging = join(dir, '.release-packages');
  await mkdir(staging, { recursive: true });
  await writeFile(join(staging, 'package.json'), JSON.stringify({ private: true }));
  await promisify(execFile)(
    'npm',
    ['install', '--no-save', '--no-package-lock', '--ignore-scripts', '--no-audit', '--no-fund', '--legacy-peer-deps', ...specs],
    { cwd: staging },
  );
  await mkdir(join(dir, 'node_modules'), { recursive: true });
  await cp(join(staging, 'node_modules'), join(dir, 'node_modules'), { recursive: true, force: false, errorOnExist: false });
}

/**
 * The shared singletons (SHARED in tooling/src/shared.ts, and react-router-dom, shared until React
 * Router 7) that `folder` of a checkout pins at another major than today's app does: a release on
 * them is refused by today's shell, and refuses today's remotes, naming the package.
 */
export async function otherSingletonMajors(checkout: string, folder: string): Promise<string[]> {
  const depsOf = async (root: string) =>
    (JSON.parse(await readFile(join(root, folder, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }).dependencies ??
    {};
  const [then, now] = await Promise.all([depsOf(checkout), depsOf(ROOT)]);
  const singletons = new Set([...SHARED_PACKAGES.map(packageOf).filter((pkg) => pkg !== '@marketplace/contracts'), 'react-router-dom']);
  const major = (spec: string | undefined) => (spec === undefined ? undefined : spec.replace(/^[\^~]/, '').split('.')[0]);
  return [...singletons]
    .filter(
      (pkg) => then[pkg] !== undefined && major(then[pkg]) !== major(now[pkg] ?? now[pkg === 'react-router-dom' ? 'react-router' : pkg]),
    )
    .sort();
}

/** Builds an app of a checkout (checkoutAt) as its release did, and serves it. */
export async function buildReleaseAndServe(
  checkout: string,
  folder: string,
  csp: (nonce: string) => string = () => REMOTE_CONTENT_SECURITY_POLICY,
): Promise<ServedBuild & { dist: string }> {
  const dist = join(checkout, folder, 'dist');
  await rsbuild(join(checkout, folder), dist);
  const server = await serveStatic({ root: dist, port: await freePort(), spa: folder === 'shell', csp });
  return { manifest: `${server.url}/mf-manifest.json`, origin: server.url, close: server.close, dist };
}

/** The contracts major a checkout's release was built with. */
export async function contractsMajorAt(checkout: string): Promise<number> {
  const { version } = JSON.parse(await readFile(join(checkout, 'shared-contracts', 'package.json'), 'utf8')) as { version: string };
  return Number(version.split('.')[0]);
}

export interface ServedBuild {
  manifest: string;
  origin: string;
  close(): Promise<void>;
}

/** Builds `variant` as `name` (its earlier build, if any, is removed as a deploy removes it): its dist. */
export async function buildVariant(name: string, variant: Variant): Promise<string> {
  const dir = join(CACHE, name);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const source = join(ROOT, variant.from);
  await cp(source, dir, { recursive: true, filter: (path) => !/[\\/](node_modules|dist)([\\/]|$)/.test(relative(source, path)) });
  // An app's tsconfig extends the repository's by a relative path, which the copy does not have.
  await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({ extends: join(ROOT, 'tsconfig.base.json'), include: ['src'] }));
  await variant.change?.(dir);
  const dist = join(dir, 'dist');
  await rsbuild(dir, dist, variant.env);
  return dist;
}

/** Serves a remote's build from `dist` with the remotes' headers; a rebuild there is served at once. */
export async function serveRemote(dist: string): Promise<ServedBuild> {
  const server = await serveStatic({ root: dist, port: await freePort(), csp: () => REMOTE_CONTENT_SECURITY_POLICY });
  return { manifest: `${server.url}/mf-manifest.json`, origin: server.url, close: server.close };
}

/**
 * A remote's deployment that takes releases in turn at one address, as a team's does: its files
 * and, behind them, its fragment server, both from the app folder (`dist/`, `dist-server/`) of the
 * release deployed last. `deploy` replaces both; the shell's servers are not told.
 */
export interface RemoteDeployment extends ServedBuild {
  deploy(appDir: string): Promise<void>;
}

export async function serveRemoteDeployment(
  name: string,
  appDir: string,
  backend: NonNullable<RuntimeConfig['supabase']>,
): Promise<RemoteDeployment> {
  const live = join(CACHE, `deployment-${name}`);
  const fragmentPort = await freePort();
  let fragments: AppServer | null = null;
  const deploy = async (from: string) => {
    await fragments?.close();
    await rm(live, { recursive: true, force: true });
    await cp(join(from, 'dist'), join(live, 'dist'), { recursive: true });
    await cp(join(from, SERVER_DIST), join(live, SERVER_DIST), { recursive: true });
    fragments = await startAppServer(name, join(live, SERVER_DIST, 'index.cjs'), fragmentPort, {
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.anonKey,
      WEB_DIST: join(live, 'dist'),
    });
  };
  await deploy(appDir);
  const files = await serveStatic({
    root: join(live, 'dist'),
    port: await freePort(),
    csp: () => REMOTE_CONTENT_SECURITY_POLICY,
    forward: { fragments: `http://127.0.0.1:${fragmentPort}` },
  });
  return {
    manifest: `${files.url}/mf-manifest.json`,
    origin: files.url,
    deploy,
    close: async () => {
      await files.close();
      await fragments?.close();
    },
  };
}

/**
 * Today's shell build as its deployment runs it, on an origin of its own: its page server (which
 * composes from the remotes `config` lists) behind its file server, which serves `config` as /env.json.
 */
export async function serveShellDeployment(config: RuntimeConfig): Promise<Omit<ServedBuild, 'manifest'>> {
  const shell = join(ROOT, 'shell');
  const work = join(CACHE, 'shell-deployment');
  await mkdir(work, { recursive: true });
  const envJson = JSON.stringify(config);
  await writeFile(join(work, 'env.json'), envJson);
  const pages = await startAppServer('shell', join(shell, SERVER_DIST, 'index.cjs'), await freePort(), {
    TEMPLATE_FILE: join(shell, 'dist', 'index.html'),
    CONFIG_FILE: join(work, 'env.json'),
  });
  const files = await serveStatic({
    root: join(shell, 'dist'),
    port: await freePort(),
    spa: true,
    files: { 'env.json': envJson },
    csp: (nonce) => shellContentSecurityPolicy(config, nonce),
    forward: { pages: pages.url },
  });
  return {
    origin: files.url,
    close: async () => {
      await files.close();
      await pages.close();
    },
  };
}

/** Builds `variant` (once per name in a run) and serves it with the remotes' headers. */
export async function buildAndServe(name: string, variant: Variant): Promise<ServedBuild> {
  return serveRemote(await buildVariant(name, variant));
}

/** Replaces `find` in a file of a variant, failing loudly when the app no longer has it. */
export async function replaceIn(file: string, find: string, replacement: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  if (!text.includes(find)) throw new Error(`${file} no longer contains ${JSON.stringify(find)}: update the skew variant`);
  await writeFile(file, text.replace(find, replacement));
}

/**
 * Gives a variant the contracts as their next release `version` would be: today's code with one
 * export more (`addition`, TypeScript appended to the package's index), installed in the variant's
 * own node_modules, so its build compiles and its manifest records that release. The repository's
 * contracts (the build tooling's, the shell's) stay as they are.
 */
export async function contractsReleaseIn(dir: string, version: string, addition: string): Promise<void> {
  const contracts = join(dir, 'node_modules', '@marketplace', 'contracts');
  await cp(join(ROOT, 'shared-contracts'), contracts, { recursive: true, filter: (path) => !/\.test\.tsx?$/.test(path) });
  const { version: today } = JSON.parse(await readFile(join(contracts, 'package.json'), 'utf8')) as { version: string };
  await replaceIn(join(contracts, 'package.json'), `"version": "${today}"`, `"version": "${version}"`);
  const index = join(contracts, 'src', 'index.ts');
  await writeFile(index, `${await readFile(index, 'utf8')}\n${addition}\n`);
}

/** Makes `pkg` resolve, inside a variant, to the installed package `installedAs` (another release of it). */
export async function linkPackage(dir: string, pkg: string, installedAs: string): Promise<void> {
  await mkdir(join(dir, 'node_modules'), { recursive: true });
  await symlink(join(ROOT, 'node_modules', installedAs), join(dir, 'node_modules', pkg), 'dir');
}

interface Remote {
  name: string;
  manifest: string;
}

/** The site's `/env.json` with its remote list changed: a deployment's configuration, nothing else. */
export async function configureRemotes(page: Page, change: (remotes: Remote[]) => Remote[]): Promise<void> {
  await page.route('**/env.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { remotes: Remote[] };
    await route.fulfill({ response, json: { ...config, remotes: change(config.remotes) } });
  });
}

interface ShareEntry {
  from: string;
  loaded?: boolean;
  useIn?: string[];
  treeShaking?: { loaded?: boolean; useIn?: string[] };
}
type ShareScopes = Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;

/**
 * Every copy of each shared package that ran in the page: `provider@version` and whether it was
 * the trimmed or the whole copy, with the apps that used it.
 */
export async function sharedCopies(
  page: Page,
): Promise<Record<string, Array<{ copy: string; kind: 'trimmed' | 'whole'; users: string[] }>>> {
  return page.evaluate(() => {
    const scopes = (window as unknown as { __FEDERATION__: { __SHARE__: ShareScopes } }).__FEDERATION__.__SHARE__;
    const found: Record<string, Map<string, { copy: string; kind: 'trimmed' | 'whole'; users: string[] }>> = {};
    for (const perScope of Object.values(scopes))
      for (const packages of Object.values(perScope))
        for (const [name, versions] of Object.entries(packages))
          for (const [version, entry] of Object.entries(versions)) {
            const copies = (found[name] ??= new Map());
            if (entry.loaded)
              copies.set(`${entry.from}@${version} whole`, {
                copy: `${entry.from}@${version}`,
                kind: 'whole',
                users: [...new Set(entry.useIn ?? [])].sort(),
              });
            if (entry.treeShaking?.loaded)
              copies.set(`${entry.from}@${version} trimmed`, {
                copy: `${entry.from}@${version}`,
                kind: 'trimmed',
                users: [...new Set(entry.treeShaking.useIn ?? [])].sort(),
              });
          }
    return Object.fromEntries(Object.entries(found).map(([name, copies]) => [name, [...copies.values()]]));
  });
}
