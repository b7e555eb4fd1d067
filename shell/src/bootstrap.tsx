import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  browserStorage,
  COMMON_TRANSLATIONS,
  MESSAGE_TRANSLATIONS,
  MESSAGES_NAMESPACE,
  initI18n,
  registerTranslations,
} from '@marketplace/contracts';
import { loadRuntimeConfig } from './features/config/load-config';
import { ConfigError } from './features/config/ConfigError';
import { overrideRequested } from './startup/override-keys';
import { initFederation } from './lib/federation/registry';
import { createSite, type Judge } from './lib/federation/site';
import { SERVER_REGION } from '@marketplace/contracts/fragment';
import { en } from './i18n/en';
import { App } from './app/App';
import { warmRegion } from './components/RemoteRegion';
import { pageModuleFor } from './startup/route-target';
import { pageSlots } from './startup/page-slots';
import { heldServerRegion } from './lib/federation/server-region';
import { hasStoredSession } from './features/auth/stored-session';
import type { ManifestRequest } from './startup/manifests';
import { registerServiceWorker } from './lib/offline/service-worker';
import { createConnection } from './lib/offline/connection';
import { provideConnection } from '@marketplace/contracts/connection';

/** How long a composed page's start waits for its region's manifest before rendering it anew instead. */
const ADOPT_WAIT_MS = 3000;

/**
 * Runs the shell with the listed remotes' manifest requests of the start-up and the page's judge
 * of what it can run (see ./index.ts).
 */
export async function main(startup: readonly ManifestRequest[], judge?: Judge): Promise<void> {
  const top = document.getElementById('shell-top');
  if (!top) throw new Error('#shell-top is missing from index.html');
  const root = createRoot(top);
  const slots = pageSlots(document, heldServerRegion);
  // Before any remote runs: every copy of contracts' `isOffline()` reads this one.
  const connection = createConnection({ probeUrl: `${window.location.origin}/favicon.svg` });
  provideConnection(connection);

  const result = await loadRuntimeConfig();
  if (!result.ok) {
    console.error(`[shell] ${result.problem}`);
    slots.clearFrame();
    root.render(<ConfigError problem={result.problem} />);
    return;
  }
  const { config, refused } = result;
  for (const problem of refused) console.error(`[shell] ${problem}`);
  const storage = browserStorage('local') ?? undefined;
  // Overrides are a developer's tool: a shopper's page never fetches the code that judges them.
  const remotes = overrideRequested(window.location.search, storage ?? null)
    ? await import('./lib/federation/override').then((m) =>
        m.applyOverrides(config, m.requestedOverrides(window.location, storage), storage),
      )
    : config.remotes;
  const site = createSite(remotes, startup, { judge });
  initFederation(remotes, site);
  // The page's remote downloads while translations load and the shell renders.
  const page = pageModuleFor(site.get().pages, window.location.pathname, hasStoredSession());
  if (page) void warmRegion(page.remote, page.module);

  const i18n = await initI18n();
  void registerTranslations('common', COMMON_TRANSLATIONS);
  void registerTranslations(MESSAGES_NAMESPACE, MESSAGE_TRANSLATIONS);
  // English inline; Somali and Swahili are chunks of their own, fetched when chosen.
  void registerTranslations('shell', {
    en,
    so: () => import('./i18n/so').then((m) => m.so),
    sw: () => import('./i18n/sw').then((m) => m.sw),
  });
  // i18next resolves the language against the strings it has, now registered (it waits for the
  // active language's bundles).
  await i18n.changeLanguage(i18n.language);
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });

  // The region the server composed, if this page can hydrate it; taken before the render replaces the frame.
  const composedBy = document.documentElement.getAttribute(SERVER_REGION.composed);
  if (composedBy !== null) {
    // Judged against its remote's release, so the manifest the start-up asked for is waited for
    // (briefly: the page is painted meanwhile): judged without it, the region would be rendered
    // again in the browser, and input typed into it lost.
    await Promise.race([site.settled(composedBy), new Promise((resolve) => setTimeout(resolve, ADOPT_WAIT_MS))]);
    const { adoptServerRegion } = await import('./lib/federation/adopt-server-region');
    adoptServerRegion(document, {
      release: (remote) => site.release(remote),
      language: i18n.language,
      address: window.location.pathname + window.location.search,
    });
  }

  // A transition renders in slices, so the first render never blocks input for long on a slow phone.
  startTransition(() => root.render(<App config={config} site={site} connection={connection} slots={slots} />));

  // The cart is kept in the browser, so its page must open offline even if never opened online:
  // once the worker is active, its module is fetched through it.
  registerServiceWorker(connection, () => {
    const cart = pageModuleFor(site.get().pages, '/cart', false);
    return cart ? warmRegion(cart.remote, cart.module) : Promise.resolve();
  });
}
