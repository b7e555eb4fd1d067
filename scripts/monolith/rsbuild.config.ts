// The monolith comparison build (issue 13): the same shell and the same remotes' exposed modules
// compiled into one ordinary Rsbuild app, no federation, code-split per route (each exposed
// module is its own lazy chunk, as a team would split routes). `npm run bench` loads it beside the
// composed site. Build: `npm run build:monolith`.
import { resolve } from 'node:path';
import { defineConfig, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginPrecompress, routerPureRule } from '@marketplace/tooling';
import { pluginFrameScript } from '../../shell/build-plugins/frame-script';
import { PAGES as ACCOUNT } from '../../mfe-account/src/pages';
import { PAGES as CART_CHECKOUT, SLOTS as CART_SLOTS } from '../../mfe-cart-checkout/src/pages';
import { PAGES as CATALOG } from '../../mfe-catalog/src/pages';
import { PAGES as SEARCH } from '../../mfe-search/src/pages';
import { PAGES as SUPPORT, SLOTS as SUPPORT_SLOTS } from '../../mfe-support/src/pages';
import { NAV as SELLER_NAV, PAGES as SELLER } from '../../mfe-seller/src/pages';

const ROOT = resolve(import.meta.dirname, '..', '..');
// What each remote's manifest declares, as data in the page (src/index.ts).
const DECLARATIONS = {
  mfe_catalog: { pages: CATALOG },
  mfe_search: { pages: SEARCH },
  mfe_cart_checkout: { pages: CART_CHECKOUT, slots: CART_SLOTS },
  mfe_account: { pages: ACCOUNT },
  mfe_support: { pages: SUPPORT, slots: SUPPORT_SLOTS },
  mfe_seller: { pages: SELLER, nav: SELLER_NAV },
};
// The shell's federation modules and their stand-ins here (the same exports, no federation runtime).
const REPLACED = new Map(
  ['registry'].map((name) => [resolve(ROOT, 'shell/src/lib/federation', name), resolve(import.meta.dirname, 'src', `${name}.ts`)]),
);

export default defineConfig({
  // The same static frame as the shell's: the shell's own page.
  plugins: [pluginReact(), pluginFrameScript(resolve(ROOT, 'shell/src/startup/inline-frame.ts')), pluginPrecompress()],
  // The shell's bootstrap with the remotes' declarations: no shares to negotiate, no manifests.
  source: {
    entry: { index: resolve(import.meta.dirname, 'src', 'index.ts') },
    define: { MONOLITH_DECLARATIONS: JSON.stringify(DECLARATIONS) },
  },
  html: { template: resolve(ROOT, 'shell/index.html'), title: 'District Market' },
  output: { distPath: { root: resolve(import.meta.dirname, 'dist') }, assetPrefix: '/', dataUriLimit: 0 },
  tools: {
    rspack: {
      // The shell loads remotes through its federation registry; here the same calls resolve to
      // the exposed modules compiled in.
      plugins: [
        new rspack.NormalModuleReplacementPlugin(/registry$/, (resource) => {
          const standIn = REPLACED.get(resolve(resource.context, resource.request));
          if (standIn) resource.request = standIn;
        }),
      ],
      // As in the shell's build, so the comparison is of the composition alone.
      module: { rules: [routerPureRule] },
    },
  },
});
