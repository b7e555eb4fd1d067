// The runtime config and the page's remote are already downloading: index.html's inline start-up
// script (./startup/inline.ts) asked for them while the page was parsed.
import { provideFederationLibraries } from './features/federation/provided-libraries';
import { startupHandoff } from './startup/handoff';

provideFederationLibraries();

startupHandoff()?.entryRunning();

// Async boundary: shared singletons are negotiated before any app code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
