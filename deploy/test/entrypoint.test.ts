// deploy/docker-entrypoint-env.sh writes the shell's /env.json from the container environment.
// Run with `sh` (dash here; busybox ash in the image) against a temp folder.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BACKEND_PORT, REMOTES } from '@marketplace/contracts/federation';
import { localRuntimeConfig, parseRuntimeConfig } from '@marketplace/contracts';
import { shellContentSecurityPolicy } from '@marketplace/contracts/federation';
import { asMap, asString, interpolate } from './compose-reader';
import { ROOT, compose, manifestVar, read } from './repo';

const SCRIPT = resolve(ROOT, 'deploy/docker-entrypoint-env.sh');
const ANON_KEY = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'deploy-env-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Manifest URLs for every remote of the contracts, as a deployment would set them. */
function remotesEnv(host = 'https://cdn.example.com'): Record<string, string> {
  return Object.fromEntries(Object.values(REMOTES).map((r, i) => [manifestVar(Object.keys(REMOTES)[i]!), `${host}/${r.folder}/mf-manifest.json`]));
}

/** Runs the script with exactly this environment (nothing inherited but PATH). */
function run(env: Record<string, string>, shell = 'sh') {
  const out = join(dir, 'env.json');
  const csp = join(dir, 'shell-csp.conf');
  const result = spawnSync(shell, [SCRIPT], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ENV_JSON_PATH: out, CSP_CONF_PATH: csp, ...env },
    encoding: 'utf8',
  });
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
    out,
    text: existsSync(out) ? readFileSync(out, 'utf8') : null,
    csp: existsSync(csp) ? readFileSync(csp, 'utf8') : null,
  };
}

function config(env: Record<string, string>) {
  const result = run(env);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  const parsed = parseRuntimeConfig(result.text ?? '');
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.config;
}

test('is a POSIX sh script the nginx image can run', () => {
  expect(read('deploy/docker-entrypoint-env.sh').startsWith('#!/bin/sh\n')).toBe(true);
  expect(statSync(SCRIPT).mode & 0o111).not.toBe(0);
  expect(spawnSync('sh', ['-n', SCRIPT]).status).toBe(0);
});

test('writes a runtime config the shell accepts, with overrides off by default', () => {
  const cfg = config({ ...remotesEnv(), SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: ANON_KEY });
  expect(cfg).toEqual({
    remotes: Object.fromEntries(Object.entries(REMOTES).map(([name, r]) => [name, `https://cdn.example.com/${r.folder}/mf-manifest.json`])),
    supabase: { url: 'https://abc.supabase.co', anonKey: ANON_KEY },
    allowOverrides: false,
  });
  // nginx workers (not root) must be able to read it.
  expect(statSync(join(dir, 'env.json')).mode & 0o044).toBe(0o044);
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

describe('refuses a config the shell could not use, and writes nothing', () => {
  const { MFE_SEARCH_MANIFEST_URL: _dropped, ...withoutSearch } = remotesEnv();
  test.each<[string, Record<string, string>, RegExp]>([
    ['a missing remote', withoutSearch, /MFE_SEARCH_MANIFEST_URL is required/],
    ['a URL that is not a manifest', { ...remotesEnv(), MFE_CATALOG_MANIFEST_URL: 'https://cdn.example.com/catalog/' }, /mf-manifest\.json/],
    ['a non-http manifest URL', { ...remotesEnv(), MFE_CATALOG_MANIFEST_URL: 'javascript:alert(1)//mf-manifest.json' }, /http\(s\)/],
    ['a quote that would break the JSON', { ...remotesEnv(), MFE_ACCOUNT_MANIFEST_URL: 'https://x.test/"a/mf-manifest.json' }, /quotes/],
    ['a newline', { ...remotesEnv(), SUPABASE_URL: 'https://abc.supabase.co\n', SUPABASE_ANON_KEY: ANON_KEY }, /printable/],
    ['only half of the backend settings', { ...remotesEnv(), SUPABASE_URL: 'https://abc.supabase.co' }, /both SUPABASE_URL and SUPABASE_ANON_KEY/],
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

describe("writes the page's Content-Security-Policy for nginx, the same as the contracts' policy", () => {
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
    ['remotes on a CDN, a hosted backend, overrides off', { ...remotesEnv(), SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: ANON_KEY }],
    ['no backend', remotesEnv('https://cdn.example.com:8443')],
    ['local: every remote on its port, the local backend, overrides on', {
      ...Object.fromEntries(Object.entries(localRuntimeConfig().remotes).map(([name, url]) => [manifestVar(name), url])),
      SUPABASE_URL: `http://localhost:${BACKEND_PORT}`,
      SUPABASE_ANON_KEY: ANON_KEY,
      ALLOW_OVERRIDES: 'true',
    }],
    ['upper-case hosts and default ports', { ...remotesEnv('https://CDN.Example.com:443'), SUPABASE_URL: 'http://api.example.com:80', SUPABASE_ANON_KEY: ANON_KEY }],
  ])('%s', (_what, env) => {
    expect(writtenPolicy(env)).toBe(expected(env));
  });

  test.each([
    'https://cdn.example.com;script-src:x/mf-manifest.json',
    'https://user@cdn.example.com/mf-manifest.json',
    'https://cdn.example.com$request_uri/mf-manifest.json',
    'https://[::1]:3001/mf-manifest.json',
  ])('refuses a manifest URL whose origin is not a plain host: %s', (url) => {
    const result = run({ ...remotesEnv(), MFE_CATALOG_MANIFEST_URL: url });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/MFE_CATALOG_MANIFEST_URL must have a plain host name/);
    expect(result.csp).toBeNull();
    expect(result.text).toBeNull();
  });
});

test("compose's shell environment (defaults) gives the DESIGN.md local config with the local backend", () => {
  const shell = asMap(asMap(compose().services, 'services').shell, 'shell');
  const env = Object.fromEntries(
    Object.entries(asMap(shell.environment, 'environment')).map(([k, v]) => [k, interpolate(asString(v, k), {})]),
  );
  const cfg = config(env);
  const anonKey = env.SUPABASE_ANON_KEY ?? '';
  expect(cfg).toEqual({ ...localRuntimeConfig('localhost', { url: `http://localhost:${BACKEND_PORT}`, anonKey }), allowOverrides: false });
});

const busybox = ['/bin/busybox', '/usr/bin/busybox'].find((p) => existsSync(p));
(busybox ? test : test.skip)('runs the same under busybox ash, the shell of the alpine image', () => {
  const result = spawnSync(busybox!, ['sh', SCRIPT], {
    env: { PATH: process.env.PATH ?? '', ENV_JSON_PATH: join(dir, 'env.json'), CSP_CONF_PATH: join(dir, 'csp.conf'), ...remotesEnv(), ALLOW_OVERRIDES: 'on' },
    encoding: 'utf8',
  });
  expect(result.status).toBe(0);
  const parsed = parseRuntimeConfig(readFileSync(join(dir, 'env.json'), 'utf8'));
  expect(parsed.ok && parsed.config.allowOverrides).toBe(true);
});
