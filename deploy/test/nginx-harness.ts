// Each app's nginx.conf with the real nginx (scripts/lib/nginx.ts), serving a fake build.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preparePrefix as prepare, type Prefix } from '../../scripts/lib/nginx';
import { NONCE_PLACEHOLDER } from '@marketplace/tooling';
import type { RuntimeConfig } from '@marketplace/contracts';
import type { App } from './repo';

export { NGINX, startNginx, type Prefix, type Running } from '../../scripts/lib/nginx';

/**
 * A prefix for the app's nginx.conf; with `serveOn`, listening on that loopback port and serving a
 * fake build (for the shell, with the runtime config `config` written as the image's entrypoint
 * does), passing what the image's own server gets to `serverPort` on loopback.
 */
export function preparePrefix(app: App, serveOn?: number, config?: RuntimeConfig, serverPort?: number): Prefix {
  if (serveOn === undefined) return prepare(app);
  const www = mkdtempSync(join(tmpdir(), `deploy-www-${app.folder}-`));
  writeFakeBuild(www, app);
  const prefix = prepare(app, { port: serveOn, root: www, config, serverPort });
  return {
    ...prefix,
    remove: () => {
      prefix.remove();
      rmSync(www, { recursive: true, force: true });
    },
  };
}

export const FAKE_JS = `/* app.abc123.js */\n${Array.from({ length: 80 }, (_, i) => `export const value${i} = "some repeated text ${i}";`).join('\n')}\n`;

/** The text of `app.def456.js.gz`, the precompressed twin of a fake asset. */
export const PRECOMPRESSED_JS = '/* app.def456.js, precompressed */\n';

/** The page as built: the nonce placeholder in the meta styled-components reads and in the inline style. */
export function fakeIndex(app: App, nonce = NONCE_PLACEHOLDER): string {
  return `<!doctype html><html><head><title>${app.folder}</title><meta property="csp-nonce" content="${nonce}"><style nonce="${nonce}">body{margin:0}</style></head><body><div id="root"><div class="frame-region"><span></span></div></div></body></html>\n`;
}

function writeFakeBuild(www: string, app: App): void {
  chmodSync(www, 0o755);
  mkdirSync(join(www, 'static', 'js'), { recursive: true });
  writeFileSync(join(www, 'index.html'), fakeIndex(app));
  // As the root build leaves it: the page's nonce must still be filled in (never from this twin).
  writeFileSync(join(www, 'index.html.gz'), gzipSync(fakeIndex(app)));
  writeFileSync(join(www, 'mf-manifest.json'), JSON.stringify({ id: app.name, name: app.name, exposes: [] }));
  writeFileSync(join(www, 'mf-stats.json'), JSON.stringify({ id: app.name }));
  if (!app.isShell) writeFileSync(join(www, 'env.json'), JSON.stringify({ remotes: [], supabase: null, allowOverrides: false }));
  if (app.isShell) {
    writeFileSync(join(www, 'sw.js'), FAKE_JS);
    writeFileSync(join(www, 'asset-manifest.json'), JSON.stringify({ allFiles: [] }));
    writeFileSync(join(www, 'manifest.webmanifest'), JSON.stringify({ name: 'District Market' }));
  }
  writeFileSync(join(www, 'static', 'js', 'app.abc123.js'), FAKE_JS);
  // An asset with a precompressed twin whose text differs, so a test can tell which one was sent.
  writeFileSync(join(www, 'static', 'js', 'app.def456.js'), FAKE_JS);
  writeFileSync(join(www, 'static', 'js', 'app.def456.js.gz'), gzipSync(PRECOMPRESSED_JS));
  for (const d of [join(www, 'static'), join(www, 'static', 'js')]) chmodSync(d, 0o755);
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
