import { REMOTES, REMOTE_NAMES } from '../federation/apps';
import { localRuntimeConfig, parseRuntimeConfig, runtimeConfigSchema, type ConfigResult, type RuntimeConfig } from './runtime-config';

const valid = (): RuntimeConfig => ({
  remotes: {
    mfe_catalog: 'https://catalog.market.example/mf-manifest.json',
    mfe_search: 'https://search.market.example/mf-manifest.json',
    mfe_cart_checkout: 'https://cart.market.example/app/mf-manifest.json',
    mfe_account: 'http://account.market.example:8080/mf-manifest.json',
    mfe_support: 'https://support.market.example/mf-manifest.json',
  },
  supabase: { url: 'https://abc.supabase.co', anonKey: 'anon-key-0123456789' },
  allowOverrides: false,
});

function problemOf(result: ConfigResult): string {
  if (result.ok) throw new Error('expected a problem, got a config');
  return result.problem;
}

const parse = (value: unknown) => parseRuntimeConfig(JSON.stringify(value));

describe('parseRuntimeConfig: valid configs', () => {
  it('returns the config', () => {
    expect(parse(valid())).toEqual({ ok: true, config: valid() });
  });

  it('accepts supabase null (no backend configured)', () => {
    const result = parse({ ...valid(), supabase: null });
    expect(result).toEqual({ ok: true, config: { ...valid(), supabase: null } });
  });

  it('accepts allowOverrides true', () => {
    const result = parse({ ...valid(), allowOverrides: true });
    expect(result.ok && result.config.allowOverrides).toBe(true);
  });

  it('accepts what localRuntimeConfig produces', () => {
    expect(parse(localRuntimeConfig())).toEqual({ ok: true, config: localRuntimeConfig() });
  });

  it('drops unknown keys', () => {
    const result = parse({ ...valid(), debug: true });
    expect(result.ok && Object.keys(result.config).sort()).toEqual(['allowOverrides', 'remotes', 'supabase']);
  });
});

describe('parseRuntimeConfig: problems', () => {
  it.each(['', '{', 'not json', "{remotes: {}}", '<html>404</html>'])('text %j is not valid JSON', (text) => {
    expect(problemOf(parseRuntimeConfig(text))).toBe('env.json is not valid JSON');
  });

  it.each(['null', '[]', '42', '"config"'])('JSON %s is not an object and names the root', (text) => {
    const problem = problemOf(parseRuntimeConfig(text));
    expect(problem).toMatch(/^env\.json is malformed: /);
    expect(problem).toContain('(root)');
  });

  it.each(REMOTE_NAMES)('a missing remote %s is named in the problem', (name) => {
    const config = valid();
    const remotes: Partial<RuntimeConfig['remotes']> = { ...config.remotes };
    delete remotes[name];
    const problem = problemOf(parse({ ...config, remotes }));
    expect(problem).toMatch(/^env\.json is malformed: /);
    expect(problem).toContain(`remotes.${name}`);
  });

  it('missing remotes object is named', () => {
    const { remotes: _remotes, ...rest } = valid();
    expect(problemOf(parse(rest))).toContain('remotes');
  });

  it.each([
    ['javascript: URL', 'javascript:alert(1)//mf-manifest.json'],
    ['javascript: URL with a slash path', 'javascript://x/%0aalert(1)/mf-manifest.json'],
    ['data: URL', 'data:text/javascript,alert(1)/mf-manifest.json'],
    ['file: URL', 'file:///etc/mf-manifest.json'],
    ['ftp: URL', 'ftp://catalog.market.example/mf-manifest.json'],
    ['protocol-relative', '//catalog.market.example/mf-manifest.json'],
    ['relative path', '/mf-manifest.json'],
    ['not ending in /mf-manifest.json', 'https://catalog.market.example/remoteEntry.js'],
    ['manifest name glued to another word', 'https://catalog.market.example/old-mf-manifest.json'],
    ['query after the manifest', 'https://catalog.market.example/mf-manifest.json?v=1'],
    ['fragment after the manifest', 'https://catalog.market.example/mf-manifest.json#x'],
    ['empty string', ''],
    ['a number', 3001],
    ['null', null],
  ])('a remote URL that is a %s is refused, naming the remote', (_label, url) => {
    const config = valid();
    const problem = problemOf(parse({ ...config, remotes: { ...config.remotes, mfe_search: url } }));
    expect(problem).toMatch(/^env\.json is malformed: /);
    expect(problem).toContain('remotes.mfe_search');
    expect(problem).not.toContain('remotes.mfe_catalog');
  });

  it('lists every failing path, not only the first', () => {
    const config = valid();
    const problem = problemOf(
      parse({ ...config, remotes: { ...config.remotes, mfe_catalog: 'x', mfe_support: 'javascript:alert(1)' }, allowOverrides: 'yes' }),
    );
    expect(problem).toContain('remotes.mfe_catalog');
    expect(problem).toContain('remotes.mfe_support');
    expect(problem).toContain('allowOverrides');
  });

  it('explains what a manifest URL must look like', () => {
    const config = valid();
    const problem = problemOf(parse({ ...config, remotes: { ...config.remotes, mfe_catalog: 'https://x.example/remoteEntry.js' } }));
    expect(problem).toContain('must be an http(s) URL ending in /mf-manifest.json');
  });

  it.each<[string, unknown, string]>([
    ['supabase missing', undefined, 'supabase'],
    ['supabase a string', 'https://abc.supabase.co', 'supabase'],
    ['supabase url not a URL', { url: 'abc', anonKey: 'anon-key-0123456789' }, 'supabase.url'],
    ['supabase anonKey too short', { url: 'https://abc.supabase.co', anonKey: 'short' }, 'supabase.anonKey'],
    ['supabase anonKey missing', { url: 'https://abc.supabase.co' }, 'supabase.anonKey'],
  ])('%s is named', (_label, supabase, path) => {
    const problem = problemOf(parse({ ...valid(), supabase }));
    expect(problem).toContain(path);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'file:///etc/passwd', 'ftp://abc.supabase.co'])(
    'a supabase URL that is not http(s) (%s) is refused, naming supabase.url',
    (url) => {
      const problem = problemOf(parse({ ...valid(), supabase: { url, anonKey: 'anon-key-0123456789' } }));
      expect(problem).toContain('supabase.url');
    },
  );

  it.each([undefined, 'true', 1, null])('allowOverrides %j must be a boolean', (allowOverrides) => {
    expect(problemOf(parse({ ...valid(), allowOverrides }))).toContain('allowOverrides');
  });
});

describe('runtimeConfigSchema', () => {
  it('has one entry per remote, no more', () => {
    expect(Object.keys(runtimeConfigSchema.shape.remotes.shape).sort()).toEqual([...REMOTE_NAMES].sort());
  });
});

describe('localRuntimeConfig', () => {
  it('points each remote at its DESIGN.md port on localhost', () => {
    expect(localRuntimeConfig().remotes).toEqual({
      mfe_catalog: 'http://localhost:3001/mf-manifest.json',
      mfe_search: 'http://localhost:3002/mf-manifest.json',
      mfe_cart_checkout: 'http://localhost:3003/mf-manifest.json',
      mfe_account: 'http://localhost:3004/mf-manifest.json',
      mfe_support: 'http://localhost:3005/mf-manifest.json',
    });
  });

  it('defaults to no backend and allows overrides', () => {
    const config = localRuntimeConfig();
    expect(config.supabase).toBeNull();
    expect(config.allowOverrides).toBe(true);
  });

  it('takes another host and a backend', () => {
    const supabase = { url: 'http://127.0.0.1:54321', anonKey: 'local-anon-key-123' };
    const config = localRuntimeConfig('127.0.0.1', supabase);
    expect(config.supabase).toEqual(supabase);
    for (const [name, remote] of Object.entries(REMOTES)) {
      expect(config.remotes[name as keyof typeof REMOTES]).toBe(`http://127.0.0.1:${remote.port}/mf-manifest.json`);
    }
  });
});
