// Stands in for the shell's federation registry in the monolith build: the same functions,
// with every remote's exposed modules compiled into this app as lazy chunks.

type LazyContext = (request: string) => Promise<unknown>;
declare global {
  // Rspack's require.context; the bundler resolves it at build time (it must be called as is).
  interface ImportMeta {
    webpackContext(dir: string, options: { recursive: boolean; regExp: RegExp; mode: 'lazy' }): LazyContext;
  }
}

// One context per remote's `src/exposes`: each file there becomes its own chunk.
const EXPOSES: Record<string, LazyContext | undefined> = {
  mfe_catalog: import.meta.webpackContext('../../../mfe-catalog/src/exposes', {
    recursive: false,
    regExp: /^\.\/[A-Za-z]+\.tsx$/,
    mode: 'lazy',
  }),
  mfe_search: import.meta.webpackContext('../../../mfe-search/src/exposes', {
    recursive: false,
    regExp: /^\.\/[A-Za-z]+\.tsx$/,
    mode: 'lazy',
  }),
  mfe_cart_checkout: import.meta.webpackContext('../../../mfe-cart-checkout/src/exposes', {
    recursive: false,
    regExp: /^\.\/[A-Za-z]+\.tsx$/,
    mode: 'lazy',
  }),
  mfe_account: import.meta.webpackContext('../../../mfe-account/src/exposes', {
    recursive: false,
    regExp: /^\.\/[A-Za-z]+\.tsx$/,
    mode: 'lazy',
  }),
  mfe_support: import.meta.webpackContext('../../../mfe-support/src/exposes', {
    recursive: false,
    regExp: /^\.\/[A-Za-z]+\.tsx$/,
    mode: 'lazy',
  }),
  mfe_seller: import.meta.webpackContext('../../../mfe-seller/src/exposes', {
    recursive: false,
    regExp: /^\.\/[A-Za-z]+\.tsx$/,
    mode: 'lazy',
  }),
};

export function initFederation(): void {}

export function resetRemote(): void {}

export function loadExposed<T>(remote: string, module: string): Promise<T> {
  const context = EXPOSES[remote];
  if (!context) return Promise.reject(new Error(`${remote} is not part of the monolith`));
  return context(`./${module.replace(/^\.\//, '')}.tsx`) as Promise<T>;
}
