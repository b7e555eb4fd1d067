import { CATEGORY_SLUGS, paths, vendorSlug } from './paths';

/** Parses a built path the way the router would, against an arbitrary origin. */
const parse = (path: string) => new URL(path, 'https://market.example');

describe('vendorSlug', () => {
  it.each([
    ['Mama Africa Fashions', 'mama-africa-fashions'],
    ['Mama Africa  Fashions', 'mama-africa-fashions'],
    ['  Nairobi Tech Hub ', 'nairobi-tech-hub'],
    ['Kahawa\tHouse\nLtd', 'kahawa-house-ltd'],
    ['maasai-crafts', 'maasai-crafts'],
    ['URUMBO', 'urumbo'],
    ["Mama Njeri's Crafts & Co.", 'mama-njeris-crafts-co'],
    ['Café Zuri', 'cafe-zuri'],
    ['<script>alert(1)</script>', 'scriptalert1script'],
    ['../..', ''],
  ])('%j → %j', (name, slug) => {
    expect(vendorSlug(name)).toBe(slug);
  });
});

describe('paths: fixed pages match the route table', () => {
  const fixed: Array<[keyof typeof paths, string]> = [
    ['home', '/'],
    ['products', '/products'],
    ['deals', '/deals'],
    ['vendors', '/vendors'],
    ['categories', '/categories'],
    ['vendorRegister', '/vendor/register'],
    ['vendorInfo', '/vendor/info'],
    ['login', '/login'],
    ['register', '/register'],
    ['forgotPassword', '/forgot-password'],
    ['cart', '/cart'],
    ['checkout', '/checkout'],
    ['orders', '/orders'],
    ['profile', '/profile'],
    ['contact', '/contact'],
    ['about', '/about'],
    ['faq', '/faq'],
    ['shipping', '/shipping'],
    ['returns', '/returns'],
    ['privacy', '/privacy'],
    ['terms', '/terms'],
  ];

  it.each(fixed)('paths.%s() is %s', (name, expected) => {
    const build = paths[name] as () => string;
    expect(build()).toBe(expected);
  });
});

describe('paths: parameters', () => {
  it.each(CATEGORY_SLUGS)('category %s', (slug) => {
    expect(paths.category(slug)).toBe(`/category/${slug}`);
  });

  it('product ids, string or number', () => {
    expect(paths.product('fp-1')).toBe('/product/fp-1');
    expect(paths.product(42)).toBe('/product/42');
  });

  it('vendor accepts a name or a slug', () => {
    expect(paths.vendor('Mama Africa  Fashions')).toBe('/vendor/mama-africa-fashions');
    expect(paths.vendor('mama-africa-fashions')).toBe('/vendor/mama-africa-fashions');
  });

  it('search puts the text in q', () => {
    expect(paths.search('red dress')).toBe('/search?q=red%20dress');
    expect(parse(paths.search('red dress')).searchParams.get('q')).toBe('red dress');
  });

  it('image search puts the preview address in image', () => {
    const preview = 'blob:https://market.example/1234-5678?x=1&y=2';
    const url = parse(paths.imageSearch(preview));
    expect(url.pathname).toBe('/search');
    expect([...url.searchParams.keys()]).toEqual(['image']);
    expect(url.searchParams.get('image')).toBe(preview);
  });
});

describe('paths: hostile input stays inside its segment or parameter', () => {
  it.each(['<script>&x=1', 'a&q=b', 'a#frag', '100% off?', '&&==??##', 'x\u0000y', '"\'<>`'])('search(%j) keeps everything in q', (q) => {
    const url = parse(paths.search(q));
    expect(url.pathname).toBe('/search');
    expect(url.hash).toBe('');
    expect([...url.searchParams.keys()]).toEqual(['q']);
    expect(url.searchParams.get('q')).toBe(q);
  });

  it('search does not emit raw angle brackets', () => {
    expect(paths.search('<script>&x=1')).toBe('/search?q=%3Cscript%3E%26x%3D1');
  });

  // A bare '..' or '.' id is not listed: no percent-encoding survives URL normalisation (see report).
  it.each(['../../x', '/admin', 'a/b', 'a?b=c', 'a#b', '%2e%2e', 'x y'])('product(%j) stays one segment under /product/', (id) => {
    const built = paths.product(id);
    const url = parse(built);
    expect(url.pathname.startsWith('/product/')).toBe(true);
    const segment = url.pathname.slice('/product/'.length);
    expect(segment).not.toContain('/');
    expect(url.search).toBe('');
    expect(url.hash).toBe('');
    expect(decodeURIComponent(segment)).toBe(id);
  });

  it('product("../../x") is encoded, not resolved', () => {
    expect(paths.product('../../x')).toBe('/product/..%2F..%2Fx');
  });

  it.each(['../../admin', 'a/b?c#d', '<img src=x>'])('category(%j) and vendor(%j) stay one segment', (value) => {
    for (const [built, prefix] of [
      [paths.category(value), '/category/'],
      [paths.vendor(value), '/vendor/'],
    ] as const) {
      const url = parse(built);
      expect(url.pathname.startsWith(prefix)).toBe(true);
      expect(url.pathname.slice(prefix.length)).not.toContain('/');
      expect(url.search).toBe('');
      expect(url.hash).toBe('');
    }
  });
});
