import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routerPureRule } from './router-pure';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { markRouterPure } = require('./router-pure-transform.cjs') as { markRouterPure: (source: string) => string };

const DIST = join(__dirname, '..', '..', 'node_modules', 'react-router', 'dist', 'development');

describe('routerPureRule', () => {
  it("drops top-level displayName assignments and marks React's constructors pure, nothing else", () => {
    const source = [
      'var NavigationContext = React.createContext(null);',
      'NavigationContext.displayName = "Navigation";',
      'var Link = React10.forwardRef(function LinkWithRef() {});',
      'Link.displayName = "Link";',
      'var MemoizedDataRoutes = React3.memo(DataRoutes2);',
      '  inner.displayName = "kept";',
      'var other = compute(React.createContext);',
    ].join('\n');
    expect(markRouterPure(source).split('\n')).toEqual([
      'var NavigationContext = /* @__PURE__ */ React.createContext(null);',
      '',
      'var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef() {});',
      '',
      'var MemoizedDataRoutes = /* @__PURE__ */ React3.memo(DataRoutes2);',
      '  inner.displayName = "kept";',
      'var other = compute(React.createContext);',
    ]);
  });

  it("applies to the installed react-router's bundled module, which still has what it rewrites", () => {
    const modules = readdirSync(DIST)
      .filter((f) => /\.mjs$/.test(f))
      .map((f) => join(DIST, f));
    const main = modules.find((file) => readFileSync(file, 'utf8').includes('function BrowserRouter('));
    expect(main).toBeDefined();
    expect(routerPureRule.test.test(main!)).toBe(true);
    const source = readFileSync(main!, 'utf8');
    const rewritten = markRouterPure(source);
    expect(rewritten).not.toMatch(/^\w+\.displayName = /m);
    expect(rewritten.match(/\/\* @__PURE__ \*\/ React\d*\.(createContext|memo|forwardRef)\(/g)?.length).toBeGreaterThan(10);
  });
});
