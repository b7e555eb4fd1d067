// Runs an app's nginx.conf with the real nginx binary, as the nginx image would include it, in a
// throw-away prefix: no root needed, nothing outside the temp folder touched.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { accessSync, chmodSync, constants, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROOT, read, type App } from './repo';

export const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx', '/usr/bin/nginx'].find((p) => {
  try {
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
});

export interface Prefix {
  dir: string;
  conf: string;
  www: string;
  /** Runs `nginx -t`; throws with nginx's output on failure. */
  check(): string;
  remove(): void;
}

/**
 * A temp prefix holding a main nginx.conf like the image's (`http { include mime.types; ... }`)
 * that includes the app's config and the deploy/nginx snippets; `serveOn` rewrites the app's
 * listen port to a loopback port and its root to a folder of fake build output.
 */
export function preparePrefix(app: App, serveOn?: number): Prefix {
  const dir = mkdtempSync(join(tmpdir(), `deploy-nginx-${app.folder}-`));
  // Workers drop to `nobody` when the test runs as root: they must be able to read the files.
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'snippets'));
  for (const file of readdirSync(resolve(ROOT, 'deploy/nginx'))) {
    copyFileSync(resolve(ROOT, 'deploy/nginx', file), join(dir, 'snippets', file));
  }
  const www = join(dir, 'www');
  let appConf = read(`${app.folder}/nginx.conf`);
  if (serveOn !== undefined) {
    appConf = replaceOnce(appConf, /^(\s*)listen\s+\d+\s*;/m, `$1listen 127.0.0.1:${serveOn};`);
    appConf = replaceOnce(appConf, /^(\s*)root\s+\/usr\/share\/nginx\/html\s*;/m, `$1root ${www};`);
    writeFakeBuild(www, app);
  }
  writeFileSync(join(dir, 'app.conf'), appConf);
  const mime = existsSync('/etc/nginx/mime.types')
    ? 'include /etc/nginx/mime.types;'
    : 'types { text/html html; text/css css; application/javascript js; application/json json; image/svg+xml svg; }';
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
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
    conf,
    www,
    check: () => execFileSync(NGINX!, ['-t', ...args(dir)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

function args(dir: string): string[] {
  return ['-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')];
}

function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  const matches = text.match(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : pattern.flags + 'g'));
  if (matches?.length !== 1) throw new Error(`expected exactly one match of ${pattern} in the app's nginx.conf`);
  return text.replace(pattern, replacement);
}

export const FAKE_JS = `/* app.abc123.js */\n${Array.from({ length: 80 }, (_, i) => `export const value${i} = "some repeated text ${i}";`).join('\n')}\n`;

export function fakeIndex(app: App): string {
  return `<!doctype html><html><head><title>${app.folder}</title></head><body><div id="root"></div></body></html>\n`;
}

function writeFakeBuild(www: string, app: App): void {
  mkdirSync(join(www, 'static', 'js'), { recursive: true });
  writeFileSync(join(www, 'index.html'), fakeIndex(app));
  writeFileSync(join(www, 'mf-manifest.json'), JSON.stringify({ id: app.name, name: app.name, exposes: [] }));
  writeFileSync(join(www, 'mf-stats.json'), JSON.stringify({ id: app.name }));
  writeFileSync(join(www, 'env.json'), JSON.stringify({ remotes: {}, supabase: null, allowOverrides: false }));
  writeFileSync(join(www, 'static', 'js', 'app.abc123.js'), FAKE_JS);
  for (const d of [www, join(www, 'static'), join(www, 'static', 'js')]) chmodSync(d, 0o755);
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export interface Running {
  url: string;
  stop(): Promise<void>;
}

/** Starts nginx in the foreground on the prefix and waits until it answers. */
export async function startNginx(prefix: Prefix, port: number): Promise<Running> {
  const child: ChildProcess = spawn(NGINX!, args(prefix.dir), { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 5000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      await fetch(`${url}/index.html`);
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
