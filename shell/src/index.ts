import { browserStorage } from '@marketplace/contracts/browser-storage';
import { startConfigRequest } from './startup/config-text';
import { warmUp } from './startup/warm-up';

// The runtime config and the page's remote download beside the shared packages, not after them.
void startConfigRequest();
warmUp(window.location, browserStorage('local'));

// Async boundary: shared singletons are negotiated before any app code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
