import { provideConnection, type HostConnection, type Reachability } from '@marketplace/contracts/connection';
import { recordVisit, visitedPages } from './visited-pages';

let state: Reachability = 'online';
provideConnection({ state: () => state } as HostConnection);

beforeEach(() => {
  localStorage.clear();
  state = 'online';
});

describe('recordVisit', () => {
  it('keeps the pages a shopper opened, newest first, without a developer override in their address', () => {
    recordVisit('/product/e1', '', 'Bluetooth Speaker');
    recordVisit('/', '?mf-override=mfe_catalog@http://evil.example.com/mf-manifest.json', 'Home');
    recordVisit('/search', '?q=phone&mf-override=mfe_search@http://localhost:3102/mf-manifest.json', 'Search');
    expect(visitedPages()).toEqual([
      { path: '/search?q=phone', title: 'Search' },
      { path: '/', title: 'Home' },
      { path: '/product/e1', title: 'Bluetooth Speaker' },
    ]);
  });

  it("keeps a page's name when it is opened again with only its page title, which a later name replaces", () => {
    recordVisit('/product/e1', '', 'Bluetooth Speaker');
    recordVisit('/faq', '', 'FAQ');
    recordVisit('/product/e1', '', 'Product Details', true);
    expect(visitedPages()).toEqual([
      { path: '/product/e1', title: 'Bluetooth Speaker' },
      { path: '/faq', title: 'FAQ' },
    ]);
    recordVisit('/product/e1', '', 'Bluetooth Speaker Bass Boom');
    recordVisit('/about', '', 'About Us', true);
    expect(visitedPages().map((page) => page.title)).toEqual(['About Us', 'Bluetooth Speaker Bass Boom', 'FAQ']);
  });

  it('records nothing while the shop cannot be reached (the page may not be what was kept)', () => {
    state = 'unreachable';
    recordVisit('/about', '', 'About');
    state = 'offline';
    recordVisit('/faq', '', 'FAQ');
    expect(visitedPages()).toEqual([]);
  });
});
