// deploy/docker-entrypoint-env.sh writes the shell's /env.json and its page's policy from the
// container environment, and puts the catalog's headline into the page. Run with `sh` (dash here;
// busybox ash in the image) against a temp folder.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKEND_PORT, REMOTES, localRuntimeConfig, shellContentSecurityPolicy } from '@marketplace/build';
import { parseRuntimeConfig, type RuntimeConfig } from '@marketplace/contracts';
import { HEADLINE_MARKER } from '../../shell/build/headline';
import { ENTRYPOINT, entrypointProcessEnv, remotesVariable } from '../../scripts/lib/nginx';
import { asMap, asString, interpolate } from './compose-reader';
import { compose, read } from './repo';

const ANON_KEY = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'deploy-env-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Every remote of this repository on one host, as a deployment would list them. */
function remotesOn(host = 'https://cdn.example.com'): RuntimeConfig['remotes'] {
  return Object.entries(REMOTES).map(([name, r]) => ({ name, manifest: `${host}/${r.folder}/mf-manifest.json` }));
}

function remotesEnv(host?: string): Record<string, string> {
  return { REMOTES: remotesVariable(remotesOn(host)) };
}

/** The image's paths, moved into the temp folder: nothing outside it is ever written. */
function paths() {
  return {
    envJson: join(dir, 'env.json'),
    cspConf: join(dir, 'shell-csp.conf'),
    indexHtml: join(dir, 'html', 'index.html'),
    indexTemplate: join(dir, 'index.template.html'),
  };
}

function outcome(status: number | null, stdout: string, stderr: string) {
  const p = paths();
  return {
    status,
    stdout,
    stderr,
    text: existsSync(p.envJson) ? readFileSync(p.envJson, 'utf8') : null,
    csp: existsSync(p.cspConf) ? readFileSync(p.cspConf, 'utf8') : null,
    page: existsSync(p.indexHtml) ? readFileSync(p.indexHtml, 'utf8') : null,
  };
}

/** Runs the script with exactly this environment (nothing inherited but PATH). */
function run(env: Record<string, string>, shell: string[] = ['sh']) {
  const result = spawnSync(shell[0]!, [...shell.slice(1), ENTRYPOINT], { env: entrypointProcessEnv(env, paths()), encoding: 'utf8' });
  return outcome(result.status, result.stdout, result.stderr);
}

/** The same, without blocking this process: for a fetch from a server in this process. */
function runAsync(env: Record<string, string>, shell: string[] = ['sh']) {
  return new Promise<ReturnType<typeof outcome> & { ms: number }>((resolve, reject) => {
    const started = Date.now();
    const child = spawn(shell[0]!, [...shell.slice(1), ENTRYPOINT], { env: entrypointProcessEnv(env, paths()) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', reject);
    child.once('close', (status) => resolve({ ...outcome(status, stdout, stderr), ms: Date.now() - started }));
  });
}

function config(env: Record<string, string>) {
  const result = run(env);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  const parsed = parseRuntimeConfig(result.text ?? '');
  if (!parsed.ok) throw new Error(parsed.problem);
  expect(parsed.refused).toEqual([]);
  return parsed.config;
}

test('is a POSIX sh script the nginx image can run', () => {
  expect(read('deploy/docker-entrypoint-env.sh').startsWith('#!/bin/sh\n')).toBe(true);
  expect(statSync(ENTRYPOINT).mode & 0o111).not.toBe(0);
  expect(spawnSync('sh', ['-n', ENTRYPOINT]).status).toBe(0);
});

test('writes a runtime config the shell accepts, the remotes in the order listed, with overrides off by default', () => {
  const cfg = config({ ...remotesEnv(), SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: ANON_KEY });
  expect(cfg).toEqual({ remotes: remotesOn(), supabase: { url: 'https://abc.supabase.co', anonKey: ANON_KEY }, allowOverrides: false });
  // nginx workers (not root) must be able to read it.
  expect(statSync(join(dir, 'env.json')).mode & 0o044).toBe(0o044);
});

describe('REMOTES is a list of any length', () => {
  const sixth = { name: 'mfe_reviews', manifest: 'https://reviews.example.com/mf-manifest.json' };

  test.each<[string, RuntimeConfig['remotes']]>([
    ['one remote', [{ name: 'mfe_catalog', manifest: 'https://catalog.example.com/mf-manifest.json' }]],
    ["six remotes (a sixth beside this repository's five)", [...remotesOn(), sixth]],
    ['the same remotes in another order (the order is their precedence)', [sixth, ...remotesOn().reverse()]],
    ['names with $ and capitals, as federation names may be', [{ name: '$Shop_2', manifest: 'http://10.0.0.7:8080/a/mf-manifest.json' }]],
  ])('%s', (_what, remotes) => {
    expect(config({ REMOTES: remotesVariable(remotes) }).remotes).toEqual(remotes);
  });

  test('entries are separated by spaces, tabs or newlines, with any around them', () => {
    const [a, b, c] = remotesOn();
    const value = `\n  ${a!.name}=${a!.manifest}\n\n${b!.name}=${b!.manifest}\t ${c!.name}=${c!.manifest}  \n`;
    expect(config({ REMOTES: value }).remotes).toEqual([a, b, c]);
  });
});

test.each([
  ['true', true],
  ['TRUE', true],
  ['1', true],
  ['false', false],
  ['0', false],
  ['', false],
])('ALLOW_OVERRIDES=%j gives allowOverrides %j', (value, expected) => {
  expect(config({ ...remotesEnv(), ALLOW_OVERRIDES: value }).allowOverrides).toBe(expected);
});

test('without SUPABASE_URL and SUPABASE_ANON_KEY the backend is unconfigured (supabase: null)', () => {
  expect(config(remotesEnv()).supabase).toBeNull();
  expect(config({ ...remotesEnv(), SUPABASE_URL: '', SUPABASE_ANON_KEY: '' }).supabase).toBeNull();
});

describe('refuses a config the shell could not use, naming what is wrong, and writes nothing', () => {
  const good = remotesVariable(remotesOn());
  // The entry after every remote of this repository.
  const next = Object.keys(REMOTES).length + 1;
  test.each<[string, Record<string, string>, RegExp]>([
    ['no REMOTES', {}, /REMOTES is required/],
    ['an empty list', { REMOTES: ' \n\t ' }, /REMOTES is required/],
    [
      'the five variables of the old format',
      { MFE_CATALOG_MANIFEST_URL: 'https://cdn.example.com/catalog/mf-manifest.json' },
      /REMOTES is required; the MFE_\*_MANIFEST_URL variables are no longer read/,
    ],
    ['an entry without a URL', { REMOTES: `${good} mfe_reviews` }, new RegExp(`REMOTES entry ${next} \\(mfe_reviews\\) must be name=url`)],
    [
      'an entry without a name',
      { REMOTES: '=https://x.example.com/mf-manifest.json' },
      /REMOTES entry 1 \(=https:\/\/x\.example\.com\/mf-manifest\.json\) must be name=url/,
    ],
    [
      'a name with a dash',
      { REMOTES: `${good} mfe-reviews=https://x.example.com/mf-manifest.json` },
      new RegExp(
        `REMOTES entry ${next} \\(mfe-reviews=https://x\\.example\\.com/mf-manifest\\.json\\): the name must be a federation name.*got: mfe-reviews`,
      ),
    ],
    [
      'a name starting with a digit',
      { REMOTES: '2shop=https://x.example.com/mf-manifest.json' },
      /REMOTES entry 1 \(2shop=.*\): the name must be a federation name/,
    ],
    [
      'a name listed twice',
      { REMOTES: `${good} mfe_search=https://other.example.com/mf-manifest.json` },
      new RegExp(`REMOTES entry ${next} \\(mfe_search=https://other\\.example\\.com/mf-manifest\\.json\\): mfe_search is listed twice`),
    ],
    [
      'a URL that is not a manifest',
      { REMOTES: 'mfe_catalog=https://cdn.example.com/catalog/' },
      /REMOTES entry 1 \(mfe_catalog=https:\/\/cdn\.example\.com\/catalog\/\): the URL must be an http\(s\) URL ending in \/mf-manifest\.json/,
    ],
    ['a non-http manifest URL', { REMOTES: 'mfe_catalog=javascript:alert(1)//mf-manifest.json' }, /REMOTES entry 1 .*http\(s\)/],
    [
      'a URL with = in the name part',
      { REMOTES: 'a=b=https://x.example.com/mf-manifest.json' },
      /REMOTES entry 1 \(a=b=https:\/\/x\.example\.com\/mf-manifest\.json\): the URL must be/,
    ],
    [
      'a quote that would break the JSON',
      { REMOTES: 'mfe_account=https://x.test/"a/mf-manifest.json' },
      /REMOTES entry 1 .* must not contain quotes/,
    ],
    [
      'a carriage return (a Windows line end)',
      { REMOTES: 'mfe_catalog=https://x.test/mf-manifest.json\r\n' },
      /REMOTES entry 1 \(mfe_catalog=https:\/\/x\.test\/mf-manifest\.json\?\) must be printable/,
    ],
    [
      'a newline in the backend URL',
      { ...remotesEnv(), SUPABASE_URL: 'https://abc.supabase.co\n', SUPABASE_ANON_KEY: ANON_KEY },
      /printable/,
    ],
    [
      'only half of the backend settings',
      { ...remotesEnv(), SUPABASE_URL: 'https://abc.supabase.co' },
      /both SUPABASE_URL and SUPABASE_ANON_KEY/,
    ],
    ['a too short anon key', { ...remotesEnv(), SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'short' }, /too short/],
    ['a non-http backend URL', { ...remotesEnv(), SUPABASE_URL: 'ftp://abc', SUPABASE_ANON_KEY: ANON_KEY }, /SUPABASE_URL must be an http/],
    ['an unknown ALLOW_OVERRIDES', { ...remotesEnv(), ALLOW_OVERRIDES: 'maybe' }, /ALLOW_OVERRIDES must be true or false/],
  ])('%s', (_what, env, message) => {
    const result = run(env);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(message);
    expect(result.text).toBeNull();
    expect(result.csp).toBeNull();
  });
});

describe("writes the page's Content-Security-Policy for nginx, the same as the build tooling's policy", () => {
  /** The policy in the written nginx snippet, with nginx's nonce variable left in. */
  function writtenPolicy(env: Record<string, string>): string {
    const result = run(env);
    expect(result.stderr).toBe('');
    const m = /^add_header Content-Security-Policy "([^"]+)" always;$/m.exec(result.csp ?? '');
    if (!m) throw new Error(`no policy in ${result.csp}`);
    return m[1]!;
  }
  const expected = (env: Record<string, string>) => shellContentSecurityPolicy(config(env), '$request_id');

  test.each<[string, Record<string, string>]>([
    [
      'remotes on a CDN, a hosted backend, overrides off',
      { ...remotesEnv(), SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: ANON_KEY },
    ],
    ['no backend', remotesEnv('https://cdn.example.com:8443')],
    [
      'local: every remote on its port, the local backend, overrides on',
      {
        REMOTES: remotesVariable(localRuntimeConfig().remotes),
        SUPABASE_URL: `http://localhost:${BACKEND_PORT}`,
        SUPABASE_ANON_KEY: ANON_KEY,
        ALLOW_OVERRIDES: 'true',
      },
    ],
    [
      'upper-case hosts and default ports',
      { ...remotesEnv('https://CDN.Example.com:443'), SUPABASE_URL: 'http://api.example.com:80', SUPABASE_ANON_KEY: ANON_KEY },
    ],
    ['one remote', { REMOTES: 'mfe_catalog=https://catalog.example.com/mf-manifest.json' }],
  ])('%s', (_what, env) => {
    expect(writtenPolicy(env)).toBe(expected(env));
  });

  test('every listed origin, each once, in the order listed: six remotes on five origins', () => {
    const remotes = [
      { name: 'mfe_catalog', manifest: 'https://catalog.example.com/mf-manifest.json' },
      { name: 'mfe_search', manifest: 'https://cdn.example.com/search/mf-manifest.json' },
      { name: 'mfe_cart_checkout', manifest: 'https://cdn.example.com/cart/mf-manifest.json' },
      { name: 'mfe_account', manifest: 'https://account.example.com:8443/mf-manifest.json' },
      { name: 'mfe_support', manifest: 'http://10.1.2.3:3005/mf-manifest.json' },
      { name: 'mfe_reviews', manifest: 'https://reviews.example.com/mf-manifest.json' },
    ];
    const env = { REMOTES: remotesVariable(remotes) };
    const policy = writtenPolicy(env);
    expect(policy).toBe(expected(env));
    const origins =
      'https://catalog.example.com https://cdn.example.com https://account.example.com:8443 http://10.1.2.3:3005 https://reviews.example.com';
    for (const directive of ['script-src', 'style-src', 'font-src'])
      expect(policy).toContain(`${directive} 'self' ${directive === 'font-src' ? '' : "'nonce-$request_id' "}${origins}`);
    expect(policy).toContain(`connect-src 'self' ${origins};`);
  });

  test.each([
    'https://cdn.example.com;script-src:x/mf-manifest.json',
    'https://user@cdn.example.com/mf-manifest.json',
    'https://cdn.example.com$request_uri/mf-manifest.json',
    'https://[::1]:3001/mf-manifest.json',
  ])('refuses a manifest URL whose origin is not a plain host: %s', (url) => {
    const result = run({ REMOTES: `${remotesVariable(remotesOn())} mfe_reviews=${url}` });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(
      `REMOTES entry ${Object.keys(REMOTES).length + 1} (mfe_reviews=${url}): the URL must have a plain host name`,
    );
    expect(result.csp).toBeNull();
    expect(result.text).toBeNull();
  });
});

test("compose's shell environment (defaults) gives the documented local config with the local backend", () => {
  const shell = asMap(asMap(compose().services, 'services').shell, 'shell');
  const env = Object.fromEntries(
    Object.entries(asMap(shell.environment, 'environment')).map(([k, v]) => [k, interpolate(asString(v, k), {})]),
  );
  // The headline's fetch needs the catalog's container (config-agreement.test.ts checks its URL).
  delete env.STATIC_FRAME_URL;
  const cfg = config(env);
  const anonKey = env.SUPABASE_ANON_KEY ?? '';
  expect(cfg).toEqual({ ...localRuntimeConfig('localhost', { url: `http://localhost:${BACKEND_PORT}`, anonKey }), allowOverrides: false });
});

/** busybox, the shell and the wget of the alpine image, where installed. */
const busybox = ['/bin/busybox', '/usr/bin/busybox'].find((p) => existsSync(p));

/** A PATH whose wget and timeout are busybox's, as in the image (Debian's busybox has both applets). */
function busyboxPath(): string {
  const bin = join(dir, 'busybox-bin');
  mkdirSync(bin);
  for (const applet of ['wget', 'timeout']) symlinkSync(busybox!, join(bin, applet));
  return `${bin}:${process.env.PATH ?? ''}`;
}

(busybox ? test : test.skip)('runs the same under busybox ash, the shell of the alpine image', () => {
  const result = run({ ...remotesEnv(), ALLOW_OVERRIDES: 'on' }, [busybox!, 'sh']);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  const parsed = parseRuntimeConfig(result.text ?? '');
  expect(parsed.ok && parsed.config).toEqual({ remotes: remotesOn(), supabase: null, allowOverrides: true });
});

describe("puts the catalog's headline fragment (STATIC_FRAME_URL) into the page, and starts without it when it cannot", () => {
  const PAGE = `<!doctype html><html><head><meta property="csp-nonce" content="__CSP_NONCE__"></head><body><div class="frame-region">${HEADLINE_MARKER}<span></span></div></body></html>\n`;
  // Characters sed or a shell would take for something else, over several lines.
  const FRAGMENT = `<section class="frame-hero"><div lang="en"><h1>Fresh &amp; local \\ / $' $& %s \\n</h1>\n<p>50% off</p></div><i></i></section>`;
  const bodies: Record<string, string> = {
    '/static-frame.html': `${FRAGMENT}\n`,
    '/other.html': '<section class="frame-hero"><h1>Another headline</h1></section>\n',
    '/late.html': '<section class="frame-hero"><h1>Late</h1></section>\n',
    '/empty.html': '',
    '/script.html': '<section class="frame-hero"><h1>Hi</h1><SCRIPT src="https://evil.example/x.js"></SCRIPT></section>',
    '/nonce.html': '<section class="frame-hero"><style nonce="__CSP_NONCE__">h1{}</style></section>',
    '/large.html': `<section class="frame-hero">${'x'.repeat(70_000)}</section>`,
  };
  /** The page with `fragment` in the marker's place (a function: `$'` in it is text). */
  const withFragment = (fragment: string) => PAGE.replace(HEADLINE_MARKER, () => fragment);
  let server: Server;
  let base: string;
  let closedPort: number;

  beforeAll(async () => {
    let lateAsked = 0;
    server = createServer((req, res) => {
      if (req.url === '/hang') return; // never answers
      // A catalog still starting: not there at the first try, there a second later.
      if (req.url === '/late.html' && lateAsked++ === 0) {
        res.writeHead(503);
        res.end();
        return;
      }
      const body = bodies[req.url ?? ''];
      res.writeHead(body === undefined ? 404 : 200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(body ?? 'Not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  beforeEach(() => {
    mkdirSync(join(dir, 'html'));
    writeFileSync(join(dir, 'html', 'index.html'), PAGE);
  });

  test("fetches the fragment and writes the page with it in the marker's place, as it is; env.json and the policy as without it", async () => {
    const result = await runAsync({ ...remotesEnv(), STATIC_FRAME_URL: `${base}/static-frame.html` });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.page).toBe(withFragment(FRAGMENT));
    expect(result.stdout).toContain(`static frame: put the storefront headline from ${base}/static-frame.html`);
    expect(statSync(paths().indexHtml).mode & 0o044).toBe(0o044);
    expect(parseRuntimeConfig(result.text ?? '').ok).toBe(true);
    expect(result.csp).toBe(run(remotesEnv()).csp);
  });

  test('keeps the page as built outside the served folder, so a restart takes the headline afresh', async () => {
    await runAsync({ ...remotesEnv(), STATIC_FRAME_URL: `${base}/static-frame.html` });
    expect(readFileSync(paths().indexTemplate, 'utf8')).toBe(PAGE);
    const again = await runAsync({ ...remotesEnv(), STATIC_FRAME_URL: `${base}/other.html` });
    expect(again.stderr).toBe('');
    expect(again.page).toBe(withFragment(bodies['/other.html']!.trim()));
  });

  test.each<[string, (base: string, closedPort: number) => string, RegExp]>([
    [
      'an unreachable server',
      (_base, port) => `http://127.0.0.1:${port}/static-frame.html`,
      /could not fetch http:\/\/127\.0\.0\.1:\d+\/static-frame\.html/,
    ],
    ['a host that does not resolve', () => 'http://mfe-catalog.invalid:3001/static-frame.html', /could not fetch/],
    ['an HTTP error', (base) => `${base}/missing.html`, /could not fetch .*\/missing\.html/],
    ['an empty fragment', (base) => `${base}/empty.html`, /refused the fragment .*: it is empty/],
    ['a fragment with a script element', (base) => `${base}/script.html`, /refused the fragment .*: it holds a script element/],
    [
      "a fragment that would take the page's nonce",
      (base) => `${base}/nonce.html`,
      /refused the fragment .*: it holds the page's nonce placeholder/,
    ],
    ['a fragment of more than 64 KiB', (base) => `${base}/large.html`, /refused the fragment .*: it is \d+ bytes/],
    ['a URL that is not http(s)', () => 'file:///etc/passwd', /STATIC_FRAME_URL must be an http\(s\) URL/],
  ])(
    '%s: a warning, the page without a headline, and the container starts',
    async (_what, url, warning) => {
      // A good start before, so the failed one must also take the earlier headline away.
      await runAsync({ ...remotesEnv(), STATIC_FRAME_URL: `${base}/static-frame.html` });
      const result = await runAsync({ ...remotesEnv(), STATIC_FRAME_URL: url(base, closedPort), STATIC_FRAME_TIMEOUT: '2' });
      expect(result.status).toBe(0);
      expect(result.stderr).toMatch(warning);
      expect(result.stderr).toMatch(/the page shows its frame without the storefront headline/);
      expect(result.page).toBe(PAGE);
      expect(parseRuntimeConfig(result.text ?? '').ok).toBe(true);
    },
    15_000,
  );

  test('a catalog that answers only at the second try is waited for, within STATIC_FRAME_TIMEOUT', async () => {
    const result = await runAsync({ ...remotesEnv(), STATIC_FRAME_URL: `${base}/late.html`, STATIC_FRAME_TIMEOUT: '4' });
    expect(result.stderr).toBe('');
    expect(result.page).toBe(withFragment(bodies['/late.html']!.trim()));
  }, 15_000);

  test('a server that never answers costs at most STATIC_FRAME_TIMEOUT seconds', async () => {
    const result = await runAsync({ ...remotesEnv(), STATIC_FRAME_URL: `${base}/hang`, STATIC_FRAME_TIMEOUT: '1' });
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(/could not fetch .* within 1s/);
    expect(result.page).toBe(PAGE);
    expect(result.ms).toBeLessThan(6000);
  }, 15_000);

  test('without STATIC_FRAME_URL the page is left as built', async () => {
    const result = await runAsync(remotesEnv());
    expect(result.stderr).toBe('');
    expect(result.page).toBe(PAGE);
    expect(existsSync(paths().indexTemplate)).toBe(false);
  });

  test('a page without the marker is left as it is, with a warning', async () => {
    writeFileSync(paths().indexHtml, '<html><body></body></html>\n');
    const result = await runAsync({ ...remotesEnv(), STATIC_FRAME_URL: `${base}/static-frame.html` });
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(new RegExp(`the page has no ${HEADLINE_MARKER}`));
    expect(result.page).toBe('<html><body></body></html>\n');
  });

  (busybox ? test : test.skip)(
    "with busybox's sh, wget and timeout, as in the alpine image",
    async () => {
      const env = { ...remotesEnv(), PATH: busyboxPath() };
      const ok = await runAsync({ ...env, STATIC_FRAME_URL: `${base}/static-frame.html` }, [busybox!, 'sh']);
      expect(ok.stderr).toBe('');
      expect(ok.page).toBe(withFragment(FRAGMENT));
      const down = await runAsync(
        { ...env, STATIC_FRAME_URL: `http://127.0.0.1:${closedPort}/static-frame.html`, STATIC_FRAME_TIMEOUT: '1' },
        [busybox!, 'sh'],
      );
      expect(down.status).toBe(0);
      expect(down.stderr).toMatch(/could not fetch/);
      expect(down.page).toBe(PAGE);
      const hang = await runAsync({ ...env, STATIC_FRAME_URL: `${base}/hang`, STATIC_FRAME_TIMEOUT: '1' }, [busybox!, 'sh']);
      expect(hang.status).toBe(0);
      expect(hang.ms).toBeLessThan(6000);
      expect(hang.page).toBe(PAGE);
    },
    20_000,
  );
});
