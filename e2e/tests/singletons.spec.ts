import { expect, test } from '../support/test';
import { TRIMMED_SHARES, type RemoteName } from '@marketplace/contracts/federation';
import { expectRemote, navigateInApp } from '../support/site';

interface ShareEntry {
  from: string;
  loaded?: boolean;
  /** A trimmed share (contracts' TRIMMED_SHARES): whether its trimmed copy ran, and for whom. */
  treeShaking?: { loaded?: boolean; useIn?: string[] };
}
type ShareScopes = Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;

const PAGES: Array<[string, RemoteName]> = [
  ['/', 'mfe_catalog'],
  ['/search?q=dress', 'mfe_search'],
  ['/cart', 'mfe_cart_checkout'],
  ['/login', 'mfe_account'],
  ['/faq', 'mfe_support'],
];

test('after a page of every remote: one React renderer, one copy of each shared library', async ({ page }) => {
  // A stand-in for React DevTools' hook: every React renderer that starts registers with it.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: unknown) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
      },
    });
  });
  const warnings: string[] = [];
  page.on('console', (m) => warnings.push(m.text()));

  await page.goto('/');
  for (const [path, remote] of PAGES) {
    await navigateInApp(page, path);
    await expectRemote(page, remote);
  }

  const renderers = await page.evaluate(
    () => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(renderers).toBe(1);

  // Which app provided each shared library that is actually in use: exactly one provider each.
  const { providers, trimmedUsers } = await page.evaluate(() => {
    const scopes = (window as unknown as { __FEDERATION__: { __SHARE__: ShareScopes } }).__FEDERATION__.__SHARE__;
    const found: Record<string, string[]> = {};
    const users: Record<string, string[]> = {};
    for (const perScope of Object.values(scopes))
      for (const packages of Object.values(perScope))
        for (const [name, versions] of Object.entries(packages))
          for (const [version, entry] of Object.entries(versions)) {
            if (entry.loaded || entry.treeShaking?.loaded) (found[name] ??= []).push(`${entry.from}@${version}`);
            if (entry.treeShaking?.loaded) (users[name] ??= []).push(...(entry.treeShaking.useIn ?? []));
          }
    const unique = (lists: Record<string, string[]>) => Object.fromEntries(Object.entries(lists).map(([name, list]) => [name, [...new Set(list)].sort()]));
    return { providers: unique(found), trimmedUsers: unique(users) };
  });
  for (const name of ['react', 'react-dom', 'react-router-dom', 'styled-components', 'i18next', 'react-i18next', '@marketplace/contracts']) {
    expect(providers[name], `${name} providers`).toHaveLength(1);
  }
  // The shell's trimmed copies (react-router-dom, react-i18next, styled-components and the
  // contracts' root) served the shell and all five remotes.
  const everyApp = ['mfe_account', 'mfe_cart_checkout', 'mfe_catalog', 'mfe_search', 'mfe_support', 'shell'];
  expect(Object.keys(TRIMMED_SHARES)).toEqual(['react-router-dom', 'react-i18next', 'styled-components', '@marketplace/contracts']);
  expect(trimmedUsers).toEqual(Object.fromEntries(Object.keys(TRIMMED_SHARES).map((name) => [name, everyApp])));
  expect(warnings.filter((w) => /several instances of .styled-components/i.test(w))).toEqual([]);
  // The trimmed shares (contracts' TRIMMED_SHARES) served every remote: no app had to fetch the
  // whole copy its build keeps for a provider that lacks an export.
  const wholeCopies = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((r) => r.name).filter((name) => name.includes('/independent-packages/')),
  );
  expect(wholeCopies).toEqual([]);
});
