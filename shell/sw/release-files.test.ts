import { carriedOver, filesOf, remoteRelease, shellCarriedOver, stemOf } from './release-files';

const MANIFEST = 'https://cdn.example/catalog/mf-manifest.json';
const manifest = (hash: string) => ({
  metaData: { remoteEntry: { name: `static/js/mfe_catalog.${hash}00000000.js`, path: '' }, publicPath: 'auto' },
  exposes: [
    {
      name: 'HomePage',
      assets: {
        js: {
          sync: [`static/js/async/home.${hash}11111111.js`],
          async: [`static/js/async/so.${hash}22222222.js`, `static/js/async/sw.${hash}33333333.js`],
        },
        css: { sync: [], async: [] },
      },
    },
    {
      name: 'VendorPage',
      assets: { js: { sync: [`static/js/async/vendor.${hash}44444444.js`], async: [] }, css: { sync: [], async: [] } },
    },
  ],
  shared: [],
});

describe('a remote release read from its manifest', () => {
  it('names its entry and every chunk as absolute URLs beside the manifest', () => {
    const release = remoteRelease(manifest('a'), MANIFEST)!;
    expect(release.entry).toBe('https://cdn.example/catalog/static/js/mfe_catalog.a00000000.js');
    expect(filesOf(release).size).toBe(5);
    expect(filesOf(release).has('https://cdn.example/catalog/static/js/async/vendor.a44444444.js')).toBe(true);
  });

  it('is null for a body that is not a federation manifest', () => {
    expect(remoteRelease({ hello: 1 }, MANIFEST)).toBeNull();
    expect(remoteRelease(null, MANIFEST)).toBeNull();
  });
});

describe('what a newer release must download before it replaces the cached one', () => {
  const previous = remoteRelease(manifest('a'), MANIFEST)!;
  const next = remoteRelease(manifest('b'), MANIFEST)!;

  it('is the new entry, every chunk of each expose the shopper used, and the later chunks they used by name', () => {
    const used = [
      'https://cdn.example/catalog/static/js/async/home.a11111111.js',
      'https://cdn.example/catalog/static/js/async/sw.a33333333.js',
    ];
    expect(carriedOver(used, previous, next).sort()).toEqual(
      [
        'https://cdn.example/catalog/static/js/mfe_catalog.b00000000.js',
        'https://cdn.example/catalog/static/js/async/home.b11111111.js',
        'https://cdn.example/catalog/static/js/async/sw.b33333333.js',
      ].sort(),
    );
  });

  it('is only the entry when the shopper used nothing of the remote', () => {
    expect(carriedOver([], previous, next)).toEqual(['https://cdn.example/catalog/static/js/mfe_catalog.b00000000.js']);
  });

  it("for the shell: the new page's files and the new names of the chunks used, never compressed twins", () => {
    const used = ['https://shop.example/static/js/async/bootstrap.aaaaaaaa11.js'];
    const files = shellCarriedOver(
      used,
      ['https://shop.example/static/js/index.bbbbbbbb22.js'],
      ['/static/js/async/bootstrap.cccccccc33.js', '/static/js/async/bootstrap.cccccccc33.js.gz', '/static/js/async/live.dddddddd44.js'],
      'https://shop.example',
    );
    expect(files).toEqual([
      'https://shop.example/static/js/index.bbbbbbbb22.js',
      'https://shop.example/static/js/async/bootstrap.cccccccc33.js',
    ]);
  });

  it('matches chunks across releases by their name without the hash', () => {
    expect(stemOf('https://x.example/static/js/async/so.0123456789.js')).toBe('/static/js/async/so.js');
  });
});
