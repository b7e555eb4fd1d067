import { FRAGMENT_CONTRACT, fragmentRequestUrl, jsonForScript, parseFragment, type FragmentResponse } from './fragment';

const valid: FragmentResponse = {
  contract: FRAGMENT_CONTRACT,
  release: 'static/js/mfe_catalog.abc.js',
  status: 200,
  lang: 'sw',
  html: '<div></div>',
  css: '',
  state: {},
  title: '',
  preloadImages: ['https://backend.example/storage/v1/object/public/catalog/a.svg'],
};

describe('parseFragment', () => {
  it('accepts the contract and keeps only its fields', () => {
    expect(parseFragment({ ...valid, extra: 'dropped' })).toEqual({ fragment: valid });
    const moved = { ...valid, status: 301, location: '/vendor/kahawa-bora' };
    expect(parseFragment({ ...moved, head: undefined })).toEqual({ fragment: moved });
  });

  it.each([
    [{ ...valid, contract: 2 }, 'fragment contract 2, not 1'],
    [{ ...valid, release: '' }, 'the fragment names no release'],
    [{ ...valid, status: 500 }, 'fragment status 500 is none of 200, 301 and 404'],
    [{ ...valid, status: 301 }, 'a 301 fragment names no path of the site to go to'],
    [{ ...valid, status: 301, location: '//evil.example/' }, 'a 301 fragment names no path of the site to go to'],
    [{ ...valid, status: 301, location: 'https://evil.example/' }, 'a 301 fragment names no path of the site to go to'],
    [{ ...valid, head: { description: 'd', kind: 'shop', structuredData: [] } }, "the fragment's head is not of the contract's shape"],
    [
      { ...valid, head: { description: 'd', kind: 'product', picture: 'javascript:alert(1)', structuredData: [] } },
      "the fragment's head is not of the contract's shape",
    ],
    [{ ...valid, lang: 'fr' }, 'fragment language "fr" is not one of the site\'s'],
    [{ ...valid, html: undefined }, 'the fragment lacks its html, css, title or state'],
    [{ ...valid, state: [] }, 'the fragment lacks its html, css, title or state'],
    [{ ...valid, preloadImages: ['javascript:alert(1)'] }, 'the fragment preloads something other than http(s) images'],
    [null, 'the answer is not a JSON object'],
  ])('refuses %j: %s', (value, problem) => {
    expect(parseFragment(value)).toEqual({ problem });
  });
});

describe('jsonForScript', () => {
  it('can neither close its script nor open a comment, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> <!-- & \u2028' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

test('fragmentRequestUrl carries the address, the language and the site, encoded', () => {
  const url = new URL(fragmentRequestUrl('http://catalog.example:3001', '/search?q=a&b=c', 'so', 'https://market.example'));
  expect(url.origin + url.pathname).toBe('http://catalog.example:3001/_fragment');
  expect(url.searchParams.get('path')).toBe('/search?q=a&b=c');
  expect(url.searchParams.get('lang')).toBe('so');
  expect(url.searchParams.get('site')).toBe('https://market.example');
});
