import { startConfigRequest } from './startup/config-text';
import { warmUp } from './startup/warm-up';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// The runtime config and the page's remote download beside the shared packages, not after them.
void startConfigRequest();
warmUp(window.location, localStorageOrNull());

// Async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap');
