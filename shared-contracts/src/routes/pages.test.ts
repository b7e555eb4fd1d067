import { matchRoutes } from 'react-router';
import {
  declaredNav,
  declaredPages,
  declaredSlots,
  mergePages,
  navProblem,
  pageFor,
  pageProblem,
  pathParams,
  pathShape,
  showsNavEntry,
  type SitePage,
} from './pages';

const title = { en: 'Vendor', so: 'Iibiye', sw: 'Muuzaji' };
const page = (remote: string, path: string, module = './Page', extra: Partial<SitePage> = {}): SitePage => ({
  remote,
  path,
  module,
  guard: 'public',
  title,
  ...extra,
});
const manifest = (pages: unknown, slots?: unknown) => ({ metaData: { pages, ...(slots === undefined ? {} : { slots }) } });

describe('declaredPages reads a manifest as untrusted JSON', () => {
  it('keeps each valid page with its remote, and only the declared fields', () => {
    const declared = {
      path: '/vendor/:slug/reviews',
      module: './ReviewsPage',
      guard: 'signed-in',
      title,
      secondary: { remote: 'mfe_support', module: './Panel', extra: 1 },
      opensInstead: './Other',
      onClick: 'alert(1)',
    };
    expect(declaredPages('mfe_reviews', manifest([declared]))).toEqual({
      pages: [
        {
          remote: 'mfe_reviews',
          path: '/vendor/:slug/reviews',
          module: './ReviewsPage',
          guard: 'signed-in',
          title,
          secondary: { remote: 'mfe_support', module: './Panel' },
          opensInstead: './Other',
        },
      ],
      problems: [],
    });
  });

  it('declares nothing for a manifest without pages (a remote that only fills slots)', () => {
    expect(declaredPages('mfe_x', { metaData: {} })).toEqual({ pages: [], problems: [] });
    expect(declaredPages('mfe_x', null)).toEqual({ pages: [], problems: [] });
  });

  it('names a pages field that is not a list', () => {
    expect(declaredPages('mfe_x', manifest({ '/': {} })).problems).toEqual(['mfe_x: metaData.pages is not a list']);
  });

  it.each<[string, unknown, string]>([
    ['not an object', 'a page', 'a page must be an object'],
    ['a catch-all path', { path: '*', module: './P', guard: 'public', title }, 'path "*" is not a path pattern'],
    ['a path with a query', { path: '/a?b=1', module: './P', guard: 'public', title }, 'is not a path pattern'],
    ['a relative path', { path: 'orders', module: './P', guard: 'public', title }, 'is not a path pattern'],
    ['a module that is no exposed name', { path: '/a', module: '../../etc', guard: 'public', title }, 'is not an exposed module'],
    ['an unknown guard', { path: '/a', module: './P', guard: 'admin', title }, 'guard "admin" is none of public, guest-only, signed-in'],
    ['a title missing Somali', { path: '/a', module: './P', guard: 'public', title: { en: 'A', sw: 'A' } }, 'title needs en, so, sw texts'],
    ['a title that is not text', { path: '/a', module: './P', guard: 'public', title: { en: 'A', so: 1, sw: 'A' } }, 'title needs'],
    [
      'a secondary region without a module',
      { path: '/a', module: './P', guard: 'public', title, secondary: { remote: 'x' } },
      'secondary must name',
    ],
  ])('leaves out %s, naming the remote and why', (_label, value, problem) => {
    const result = declaredPages('mfe_x', manifest([value, { path: '/ok', module: './Ok', guard: 'public', title }]));
    expect(result.pages.map((p) => p.path)).toEqual(['/ok']);
    expect(result.problems).toEqual([expect.stringContaining(problem)]);
    expect(result.problems[0]).toMatch(/^mfe_x: /);
    expect(pageProblem(value)).toContain(problem);
  });
});

describe('declaredSlots', () => {
  it('keeps the known slots with a module, and nothing else', () => {
    expect(declaredSlots(manifest([], { 'mini-cart': './MiniCart', 'chat-widget': 42, header: './Evil' }))).toEqual({
      'mini-cart': './MiniCart',
    });
    expect(declaredSlots({})).toEqual({});
  });
});

describe('declaredNav reads menu links as untrusted JSON', () => {
  const label = { en: 'Seller center', so: 'Xarunta iibiyaha', sw: 'Kituo cha muuzaji' };
  const link = { menu: 'account', path: '/seller', label, roles: ['vendor', 'operator'] };
  const pages = [page('mfe_seller', '/seller'), page('mfe_seller', '/seller/:id'), page('mfe_catalog', '/deals')];
  const nav = (links: unknown) => ({ metaData: { nav: links } });

  it('keeps a link to one of the remote’s own pages, with only the declared fields', () => {
    expect(declaredNav('mfe_seller', nav([{ ...link, onClick: 'alert(1)' }]), pages)).toEqual({
      nav: [{ remote: 'mfe_seller', ...link }],
      problems: [],
    });
    expect(declaredNav('mfe_seller', { metaData: {} }, pages)).toEqual({ nav: [], problems: [] });
  });

  it('refuses a link to another remote’s page, so no remote points the shell’s menus elsewhere', () => {
    expect(declaredNav('mfe_seller', nav([{ ...link, path: '/deals' }]), pages)).toEqual({
      nav: [],
      problems: ['mfe_seller: menu link /deals is not one of its pages'],
    });
  });

  it('keeps at most eight links of a remote', () => {
    const many = Array.from({ length: 9 }, () => link);
    const result = declaredNav('mfe_seller', nav(many), pages);
    expect(result.nav).toHaveLength(8);
    expect(result.problems).toEqual(['mfe_seller: more than 8 menu links, /seller is left out']);
  });

  it.each<[string, unknown, string]>([
    ['an unknown menu', { ...link, menu: 'footer' }, 'menu "footer" is none of account'],
    ['a path with a parameter', { ...link, path: '/seller/:id' }, 'is not a path without parameters'],
    ['an off-site address', { ...link, path: 'https://evil.example/' }, 'is not a path without parameters'],
    ['a label missing Swahili', { ...link, label: { en: 'A', so: 'A' } }, 'label needs en, so, sw'],
    ['roles that are not names', { ...link, roles: ['vendor', '<b>'] }, 'roles must be a list of role names'],
    ['roles that are not a list', { ...link, roles: 'vendor' }, 'roles must be a list'],
  ])('leaves out %s, naming why', (_label, value, problem) => {
    const result = declaredNav('mfe_seller', nav([value]), pages);
    expect(result.nav).toEqual([]);
    expect(result.problems).toEqual([expect.stringContaining(problem)]);
    expect(navProblem(value)).toContain(problem);
  });

  it('names a nav field that is not a list', () => {
    expect(declaredNav('mfe_x', nav({}), pages).problems).toEqual(['mfe_x: metaData.nav is not a list']);
  });

  it('shows a link to a user holding one of its roles, or to everyone signed in when it names none', () => {
    expect(showsNavEntry({ roles: ['vendor', 'operator'] }, ['operator'])).toBe(true);
    expect(showsNavEntry({ roles: ['vendor', 'operator'] }, [])).toBe(false);
    expect(showsNavEntry({ roles: ['vendor'] }, ['shopper'])).toBe(false);
    expect(showsNavEntry({ roles: [] }, [])).toBe(true);
  });
});

describe('mergePages', () => {
  it('keeps every page of every remote in listing order', () => {
    const merged = mergePages([
      { remote: 'a', pages: [page('a', '/'), page('a', '/product/:id')] },
      { remote: 'b', pages: [page('b', '/search')] },
    ]);
    expect(merged.pages.map((p) => `${p.remote} ${p.path}`)).toEqual(['a /', 'a /product/:id', 'b /search']);
    expect(merged.conflicts).toEqual([]);
  });

  it('gives a path two remotes claim to the one listed first, and names both in the conflict', () => {
    const merged = mergePages([
      { remote: 'mfe_catalog', pages: [page('mfe_catalog', '/vendor/:slug')] },
      { remote: 'mfe_vendors', pages: [page('mfe_vendors', '/vendor/:name'), page('mfe_vendors', '/vendor/:name/reviews')] },
    ]);
    expect(merged.pages.map((p) => `${p.remote} ${p.path}`)).toEqual(['mfe_catalog /vendor/:slug', 'mfe_vendors /vendor/:name/reviews']);
    expect(merged.conflicts).toEqual([
      "/vendor/:name is claimed by mfe_catalog and by mfe_vendors: mfe_catalog serves it (listed first), mfe_vendors's claim is ignored",
    ]);
  });

  it('treats paths differing only in letter case as one, as the router does', () => {
    expect(
      mergePages([
        { remote: 'a', pages: [page('a', '/Cart')] },
        { remote: 'b', pages: [page('b', '/cart')] },
      ]).conflicts,
    ).toHaveLength(1);
  });

  it('names a remote that declares one path twice, keeping its first declaration', () => {
    const merged = mergePages([{ remote: 'a', pages: [page('a', '/faq', './One'), page('a', '/faq', './Two')] }]);
    expect(merged.pages.map((p) => p.module)).toEqual(['./One']);
    expect(merged.conflicts).toEqual(['/faq is declared twice by a: the first declaration serves it']);
  });

  it('pathShape ignores parameter names and case', () => {
    expect(pathShape('/Vendor/:slug')).toBe(pathShape('/vendor/:id'));
    expect(pathShape('/vendor/register')).not.toBe(pathShape('/vendor/:id'));
  });
});

describe('pageFor picks the page react-router picks', () => {
  const pages = [
    '/',
    '/vendor/register',
    '/vendor/info',
    '/vendor/:slug',
    '/vendor/:slug/reviews',
    '/orders',
    '/orders/:orderId',
    '/product/:id',
    '/category/:categoryId',
    '/search',
  ].map((path) => page('r', path));
  const routerChoice = (path: string) => matchRoutes([...pages, { path: '*' }], path)?.at(-1)?.route;

  it.each([
    '/',
    '/vendor/register',
    '/vendor/info',
    '/vendor/some-shop',
    '/vendor/some-shop/reviews',
    '/orders/12',
    '/orders/',
    '/vendor/register/',
    '/ORDERS',
    '/Vendor/Register',
    '/product/e1',
    '/nowhere',
    '/orders/12/extra',
    '/product',
  ])('%p', (path) => {
    const choice = routerChoice(path);
    expect(pageFor(pages, path)).toBe(choice && 'remote' in choice ? choice : undefined);
  });

  it('lets a fixed segment beat a parameter: /vendor/register is not a vendor named "register"', () => {
    expect(pageFor(pages, '/vendor/register')?.path).toBe('/vendor/register');
    expect(pageFor(pages, '/vendor/some-shop')?.path).toBe('/vendor/:slug');
  });
});

describe('pathParams', () => {
  it('decodes each parameter as react-router hands it to the page', () => {
    expect(pathParams('/vendor/:slug/reviews', '/vendor/mama%20njeri/reviews')).toEqual({ slug: 'mama njeri' });
    expect(pathParams('/product/:id', '/product/%E0%A4%A')).toEqual({ id: '%E0%A4%A' });
  });
});
