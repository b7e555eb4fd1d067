import { safeOrigin } from './origin';

describe('safeOrigin', () => {
  it('returns the remembered same-site path with its query', () => {
    expect(safeOrigin({ from: { pathname: '/orders', search: '?page=2' } })).toBe('/orders?page=2');
  });

  it.each([
    ['no state', null],
    ['no from', {}],
    ['a protocol-relative address', { from: { pathname: '//evil.example' } }],
    ['a backslash trick', { from: { pathname: '/\\evil.example' } }],
    ['an absolute address', { from: { pathname: 'https://evil.example/' } }],
    ['a javascript: address', { from: { pathname: 'javascript:alert(1)' } }],
    ['a control character', { from: { pathname: '/\n/evil' } }],
    ['a non-string', { from: { pathname: 42 } }],
  ])('falls back to / for %s', (_label, state) => {
    expect(safeOrigin(state)).toBe('/');
  });

  it('drops a search that does not start with ?', () => {
    expect(safeOrigin({ from: { pathname: '/profile', search: '//evil' } })).toBe('/profile');
  });
});
