// The runtime config and the listed remotes' manifests are already downloading: index.html's
// inline start-up script (./startup/inline.ts) asked for them while the page was parsed.
import { getInstance, registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import { provideFederationLibraries } from './lib/federation/provided-libraries';
import { pageSharesOf, refusalOf, sharesPlugin, wholeShares } from './lib/federation/share-negotiation';
import { startupHandoff } from './startup/handoff';
import { answersWithin } from './startup/manifests';
import { takeStartupManifests } from './startup/startup-manifests';

provideFederationLibraries();

startupHandoff()?.entryRunning();

/** How long the page waits for the last manifests before choosing its shared copies. */
const SHARES_WAIT_MS = 1000;

/**
 * Before any shared package loads, the page chooses its copies: the trimmed one of each trimmed
 * share, or the whole one when a listed remote uses more of it than the trimmed copy holds. Every
 * app's share resolution and every remote's registration then follow that choice.
 */
async function start() {
  const requests = await takeStartupManifests();
  // A remote that does not answer must not hold back every page: the choice is made with the
  // manifests in by then, and a later one is checked against it when it arrives.
  const answers = await answersWithin(requests, SHARES_WAIT_MS);
  const page = pageSharesOf(getInstance()?.options.shared ?? {});
  const { whole, notes } = wholeShares(page, answers);
  for (const note of notes) console.warn(note);
  // The shell's own instance exists already; each remote's container makes one of its own later.
  const plugin = sharesPlugin(page, whole);
  registerPlugins([plugin]);
  registerGlobalPlugins([plugin]);
  // Async boundary: shared packages are resolved before any app code runs.
  const { main } = await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
  await main(requests, (json) => refusalOf(json, page, whole));
}

void start();
