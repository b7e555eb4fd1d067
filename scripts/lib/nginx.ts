// Runs an app's nginx.conf with Debian's nginx binary as the nginx image would include it, in a
// throw-away prefix: no root needed, nothing outside the temp folder touched. Used by the deploy
// tests (a fake build) and by `npm run test:e2e:nginx` (the real builds).
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  constants,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { localRuntimeConfig } from '@marketplace/tooling';
import type { RuntimeConfig } from '@marketplace/contracts';

/** The repository root (the package.json with workspaces), found from the working directory: this
 * module runs both as ESM (tsx) and as CommonJS (Jest), so neither import.meta nor __dirname fits. */
function repositoryRoot(): string {
  for (let dir = process.cwd(); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)) return dir;
    if (dirname(dir) === dir) throw new Error('run from inside the repository');
  }
}
const ROOT = repositoryRoot();

export const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx', '/usr/bin/nginx'].find((p) => {
  try {
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
});

/** The snippet shell/nginx.conf includes that the image writes at start (not in deploy/nginx/). */
export const GENERATED_SNIPPET = 'shell-csp.conf';

export interface NginxApp {
  folder: string;
  isShell: boolean;
}

export interface Prefix {
  dir: string;
  /** Runs `nginx -t`; throws with nginx's output on failure. */
  check(): string;
  remove(): void;
}

export interface PrefixOptions {
  /** Listen here (loopback) instead of the conf's port. */
  port?: number;
  /** Serve this folder instead of /usr/share/nginx/html. */
  root?: string;
  /** The shell's runtime config, written as the image's entrypoint does (env.json + its CSP). */
  config?: RuntimeConfig;
  /**
   * The loopback port of the app's own server, in place of the image's 127.0.0.1:8080 (every
   * app's on one machine here). For a remote it also means its build has a fragment server: its
   * conf gets the /_fragment location, as its image does (deploy/with-fragments.awk).
   */
  serverPort?: number;
}

/** The entries of the REMOTES variable for a list of remotes (see deploy/docker-entrypoint-env.sh). */
export function remotesVariable(remotes: RuntimeConfig['remotes']): string {
  return remotes.map((remote) => `${remote.name}=${remote.manifest}`).join(' ');
}

/** The container environment that gives this runtime config (see deploy/docker-entrypoint-env.sh). */
export function entrypointEnv(config: RuntimeConfig): Record<string, string> {
  return {
    REMOTES: remotesVariable(config.remotes),
    ...(config.supabase ? { SUPABASE_URL: config.supabase.url, SUPABASE_ANON_KEY: config.supabase.anonKey } : {}),
    ALLOW_OVERRIDES: String(config.allowOverrides),
  };
}

/**
 * Where the entrypoint writes: the image's paths, moved into a test's or a run's folders (all of
 * them, so that a run on this machine never touches its /usr/share/nginx or /etc/nginx).
 */
export interface EntrypointPaths {
  envJson: string;
  cspConf: string;
}

export const ENTRYPOINT = resolve(ROOT, 'deploy/docker-entrypoint-env.sh');
/** What a remote's image runs on its nginx.conf when its build has a fragment server. */
const WITH_FRAGMENTS = resolve(ROOT, 'deploy/with-fragments.awk');
/** Where deploy/nginx/app-server.conf passes requests: the app's server in its container. */
const CONTAINER_SERVER = /\b127\.0\.0\.1:8080\b/;

/** The environment the entrypoint runs with: only PATH of ours, the paths, then `env`. */
export function entrypointProcessEnv(env: Record<string, string>, paths: EntrypointPaths): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    ENV_JSON_PATH: paths.envJson,
    CSP_CONF_PATH: paths.cspConf,
    ...env,
  };
}

/** Runs the shell image's entrypoint script; throws with its message when it refuses. */
export function runEntrypoint(env: Record<string, string>, paths: EntrypointPaths): void {
  const result = spawnSync('sh', [ENTRYPOINT], { env: entrypointProcessEnv(env, paths), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`docker-entrypoint-env.sh failed: ${result.stderr}`);
}

function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  const matches = text.match(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : pattern.flags + 'g'));
  if (matches?.length !== 1) throw new Error(`expected exactly one match of ${pattern} in the app's nginx config`);
  return text.replace(pattern, replacement);
}

/**
 * A temp prefix holding a main nginx.conf like the image's (`http { include mime.types; ... }`)
 * that includes the app's config and the deploy/nginx snippets.
 */
export function preparePrefix(app: NginxApp, options: PrefixOptions = {}): Prefix {
  const dir = mkdtempSync(join(tmpdir(), `nginx-${app.folder}-`));
  // Workers drop to `nobody` when run as root: they must be able to read the files.
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'snippets'));
  for (const file of readdirSync(resolve(ROOT, 'deploy/nginx'))) {
    copyFileSync(resolve(ROOT, 'deploy/nginx', file), join(dir, 'snippets', file));
  }
  let appConf = readFileSync(resolve(ROOT, app.folder, 'nginx.conf'), 'utf8');
  if (options.port !== undefined) appConf = replaceOnce(appConf, /^(\s*)listen\s+\d+\s*;/m, `$1listen 127.0.0.1:${options.port};`);
  if (options.root !== undefined) appConf = replaceOnce(appConf, /^(\s*)root\s+\/usr\/share\/nginx\/html\s*;/m, `$1root ${options.root};`);
  if (options.serverPort !== undefined) {
    const snippet = join(dir, 'snippets', 'app-server.conf');
    writeFileSync(snippet, replaceOnce(readFileSync(snippet, 'utf8'), CONTAINER_SERVER, `127.0.0.1:${options.serverPort}`));
    if (!app.isShell) appConf = execFileSync('awk', ['-f', WITH_FRAGMENTS], { input: appConf, encoding: 'utf8' });
  }
  if (app.isShell) {
    runEntrypoint(entrypointEnv(options.config ?? placeholderConfig()), {
      envJson: join(options.root ?? dir, 'env.json'),
      cspConf: join(dir, 'snippets', GENERATED_SNIPPET),
    });
  }
  writeFileSync(join(dir, 'app.conf'), appConf);
  const mime = existsSync('/etc/nginx/mime.types')
    ? 'include /etc/nginx/mime.types;'
    : 'types { text/html html; text/css css; application/javascript js; application/json json; image/svg+xml svg; }';
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
    ${mime}
    default_type application/octet-stream;
    sendfile on;
    access_log off;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/app.conf;
}
`,
  );
  return {
    dir,
    check: () => execFileSync(NGINX!, ['-t', ...args(dir)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** For `nginx -t` alone: the remotes on their usual ports, no backend. */
function placeholderConfig(): RuntimeConfig {
  return { ...localRuntimeConfig('localhost'), allowOverrides: false };
}

function args(dir: string): string[] {
  return ['-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')];
}

export interface Running {
  url: string;
  stop(): Promise<void>;
}

/** Starts nginx in the foreground on the prefix and waits until it answers. */
export async function startNginx(prefix: Prefix, port: number): Promise<Running> {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx)');
  const child: ChildProcess = spawn(NGINX, args(prefix.dir), { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 5000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      await fetch(`${url}/`);
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`nginx did not answer on ${url}: ${stderr}`);
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}
