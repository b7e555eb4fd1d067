import { join } from 'node:path';
import { packageExports } from './package-exports';

const APP = join(__dirname, '..', '..', 'mfe-catalog');

describe('packageExports', () => {
  const exported = packageExports(['react-router', 'styled-components', 'react-i18next', '@marketplace/contracts'], APP);

  it("follows `export *` chains as TypeScript resolves them: react-router's hooks and components come from its bundled chunks", () => {
    for (const name of ['useMatch', 'useParams', 'BrowserRouter', 'Link']) expect(exported['react-router']?.has(name)).toBe(true);
  });

  it('names a default export, and no property read off it', () => {
    expect(exported['styled-components']?.has('default')).toBe(true);
    expect(exported['styled-components']?.has('isStyledComponent')).toBe(true);
    expect(exported['styled-components']?.has('div')).toBe(false);
  });

  it("reads the contracts' TypeScript source: its exports, not their members", () => {
    for (const name of ['useHost', 'theme', 'vendorSlug', 'declaredPages'])
      expect(exported['@marketplace/contracts']?.has(name)).toBe(true);
    expect(exported['@marketplace/contracts']?.has('color')).toBe(false);
  });

  it('fails naming a package it cannot find', () => {
    expect(() => packageExports(['no-such-package-here'], APP)).toThrow('the type declarations of no-such-package-here cannot be found');
  });
});
