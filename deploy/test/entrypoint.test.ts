// deploy/docker-entrypoint-env.sh writes the shell's /env.json and its page's policy from the
// container environment. Run with `sh` (dash here; busybox ash in the image) against a temp folder.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKEND_PORT, REMOTES, localRuntimeConfig, shellContentSecurityPolicy } from '@marketplace/tooling';
import { parseRuntimeConfig, type RuntimeConfig } from '@marketplace/contracts';
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
  };
}

/** Runs the script with exactly this environment (nothing inherited but PATH). */
function run(env: Record<string, string>, shell: string[] = ['sh']) {
  const result = spawnSync(shell[0]!, [...shell.slice(1), ENTRYPOINT], { env: entrypointProcessEnv(env, paths()), encoding: 'utf8' });
  return outcome(result.status, result.stdout, result.stderr);
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
  const cfg = config(env);
  const anonKey = env.SUPABASE_ANON_KEY ?? '';
  expect(cfg).toEqual({ ...localRuntimeConfig('localhost', { url: `http://localhost:${BACKEND_PORT}`, anonKey }), allowOverrides: false });
});

/** busybox, the shell of the alpine image, where installed. */
const busybox = ['/bin/busybox', '/usr/bin/busybox'].find((p) => existsSync(p));

(busybox ? test : test.skip)('runs the same under busybox ash, the shell of the alpine image', () => {
  const result = run({ ...remotesEnv(), ALLOW_OVERRIDES: 'on' }, [busybox!, 'sh']);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  const parsed = parseRuntimeConfig(result.text ?? '');
  expect(parsed.ok && parsed.config).toEqual({ remotes: remotesOn(), supabase: null, allowOverrides: true });
});
