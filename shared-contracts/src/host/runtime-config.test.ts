import { parseRuntimeConfig, type ConfigResult, type RuntimeConfig } from './runtime-config';

const remote = (name: string, host: string) => ({ name, manifest: `https://${host}.market.example/mf-manifest.json` });

const valid = (): RuntimeConfig => ({
  remotes: [
    remote('mfe_catalog', 'catalog'),
    remote('mfe_search', 'search'),
    { name: 'mfe_account', manifest: 'http://account.market.example:8080/app/mf-manifest.json' },
  ],
  supabase: { url: 'https://abc.supabase.co', anonKey: 'anon-key-0123456789' },
  allowOverrides: false,
});

function problemOf(result: ConfigResult): string {
  if (result.ok) throw new Error('expected a problem, got a config');
  return result.problem;
}

function accepted(result: ConfigResult): { config: RuntimeConfig; refused: string[] } {
  if (!result.ok) throw new Error(`expected a config, got: ${result.problem}`);
  return result;
}

const parse = (value: unknown) => parseRuntimeConfig(JSON.stringify(value));

describe('parseRuntimeConfig: remotes are a list of any length', () => {
  it('returns the config, remotes in their listed order', () => {
    expect(parse(valid())).toEqual({ ok: true, config: valid(), refused: [] });
  });

  it.each([0, 1, 6, 12])('takes a list of %i remotes', (count) => {
    const remotes = Array.from({ length: count }, (_, i) => remote(`team_${i}`, `team${i}`));
    expect(accepted(parse({ ...valid(), remotes })).config.remotes).toEqual(remotes);
  });

  it('accepts supabase null (no backend configured) and allowOverrides true', () => {
    const { config } = accepted(parse({ ...valid(), supabase: null, allowOverrides: true }));
    expect(config.supabase).toBeNull();
    expect(config.allowOverrides).toBe(true);
  });

  it('drops unknown keys, at the top and in an entry', () => {
    const { config } = accepted(parse({ ...valid(), debug: true, remotes: [{ ...remote('mfe_catalog', 'catalog'), team: 'catalog' }] }));
    expect(Object.keys(config).sort()).toEqual(['allowOverrides', 'remotes', 'supabase']);
    expect(config.remotes).toEqual([remote('mfe_catalog', 'catalog')]);
  });
});

describe('parseRuntimeConfig: a bad remote entry is left out, named, and the rest stands', () => {
  it.each([
    ['javascript: URL', 'javascript:alert(1)//mf-manifest.json'],
    ['data: URL', 'data:text/javascript,alert(1)/mf-manifest.json'],
    ['file: URL', 'file:///etc/mf-manifest.json'],
    ['protocol-relative', '//catalog.market.example/mf-manifest.json'],
    ['relative path', '/mf-manifest.json'],
    ['not ending in /mf-manifest.json', 'https://catalog.market.example/remoteEntry.js'],
    ['manifest name glued to another word', 'https://catalog.market.example/old-mf-manifest.json'],
    ['query after the manifest', 'https://catalog.market.example/mf-manifest.json?v=1'],
    ['empty string', ''],
    ['a number', 3001],
  ])('a manifest that is a %s', (_label, manifest) => {
    const { config, refused } = accepted(
      parse({ ...valid(), remotes: [remote('mfe_catalog', 'catalog'), { name: 'mfe_search', manifest }] }),
    );
    expect(config.remotes).toEqual([remote('mfe_catalog', 'catalog')]);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(/^env\.json remotes\[1\] is left out: remotes\.1\.manifest: /);
  });

  it.each([
    ['starts with a digit', '1catalog'],
    ['has a hyphen', 'mfe-catalog'],
    ['is empty', ''],
    ['has markup', '<img src=x>'],
  ])('a name that %s', (_label, name) => {
    const { config, refused } = accepted(
      parse({ ...valid(), remotes: [{ name, manifest: remote('x', 'x').manifest }, remote('mfe_search', 'search')] }),
    );
    expect(config.remotes.map((r) => r.name)).toEqual(['mfe_search']);
    expect(refused).toEqual([expect.stringContaining('remotes[0] is left out: remotes.0.name: must be a federation name')]);
  });

  it('an entry that is not an object', () => {
    const { refused } = accepted(parse({ ...valid(), remotes: ['mfe_catalog', remote('mfe_search', 'search')] }));
    expect(refused).toEqual([expect.stringContaining('remotes[0] is left out')]);
  });

  it('a name listed twice: the first entry stands', () => {
    const { config, refused } = accepted(parse({ ...valid(), remotes: [remote('mfe_catalog', 'one'), remote('mfe_catalog', 'two')] }));
    expect(config.remotes).toEqual([remote('mfe_catalog', 'one')]);
    expect(refused).toEqual(['env.json remotes[1] is left out: mfe_catalog is listed twice (the first entry stands)']);
  });
});

describe('parseRuntimeConfig: a malformed file is a problem naming what is wrong', () => {
  it.each(['', '{', 'not json', '{remotes: []}', '<html>404</html>'])('text %j is not valid JSON', (text) => {
    expect(problemOf(parseRuntimeConfig(text))).toBe('env.json is not valid JSON');
  });

  it.each(['null', '[]', '42', '"config"'])('JSON %s is not an object and names the root', (text) => {
    expect(problemOf(parseRuntimeConfig(text))).toMatch(/^env\.json is malformed: .*\(root\)/);
  });

  it.each([undefined, {}, 'mfe_catalog'])('remotes %j (not a list) is named', (remotes) => {
    expect(problemOf(parse({ ...valid(), remotes }))).toContain('remotes');
  });

  it.each<[string, unknown, string]>([
    ['supabase missing', undefined, 'supabase'],
    ['supabase url not a URL', { url: 'abc', anonKey: 'anon-key-0123456789' }, 'supabase.url'],
    ['supabase url javascript:', { url: 'javascript:alert(1)', anonKey: 'anon-key-0123456789' }, 'supabase.url'],
    ['supabase anonKey too short', { url: 'https://abc.supabase.co', anonKey: 'short' }, 'supabase.anonKey'],
  ])('%s is named', (_label, supabase, path) => {
    expect(problemOf(parse({ ...valid(), supabase }))).toContain(path);
  });

  it.each([undefined, 'true', 1, null])('allowOverrides %j must be a boolean', (allowOverrides) => {
    expect(problemOf(parse({ ...valid(), allowOverrides }))).toContain('allowOverrides');
  });
});
