import { expect, test } from '../support/test';
import { TRIMMED, type RemoteName } from '@marketplace/tooling';
import { expectRemote, navigateInApp } from '../support/site';
import { sharedCopies } from '../support/skew';

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
  // Client navigation is the shell's once it runs: the composed home page is live first.
  await expect(page.locator('[data-server-region="mfe_catalog"]')).toHaveAttribute('data-hydrated', '');
  for (const [path, remote] of PAGES) {
    await navigateInApp(page, path);
    await expectRemote(page, remote);
  }

  const renderers = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__
        .renderers.size,
  );
  expect(renderers).toBe(1);

  // Exactly one copy of each shared library ran. The shell's trimmed copies (the trimmed shares)
  // served the shell and all five remotes: today's apps fit in them (shell/build-plugins/provided-exports.ts).
  const copies = await sharedCopies(page);
  for (const name of ['react', 'react-dom', 'react-router', 'styled-components', 'i18next', 'react-i18next', '@marketplace/contracts']) {
    expect(copies[name], `${name} copies`).toHaveLength(1);
  }
  // React Router 7 is one package: no app shares react-router-dom, which only re-exports it.
  expect(copies['react-router-dom']).toBeUndefined();
  const everyApp = ['mfe_account', 'mfe_cart_checkout', 'mfe_catalog', 'mfe_search', 'mfe_support', 'shell'];
  expect(TRIMMED).toEqual(['react-router', 'react-i18next', 'styled-components', '@marketplace/contracts']);
  for (const name of TRIMMED)
    expect(copies[name], name).toEqual([{ copy: expect.stringMatching(/^shell@/), kind: 'trimmed', users: everyApp }]);
  expect(warnings.filter((w) => /several instances of .styled-components/i.test(w))).toEqual([]);
  // The trimmed copies served every remote: no app had to fetch the
  // whole copy its build keeps for a provider that lacks an export.
  const wholeCopies = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((r) => r.name)
      .filter((name) => name.includes('/independent-packages/')),
  );
  expect(wholeCopies).toEqual([]);
});
