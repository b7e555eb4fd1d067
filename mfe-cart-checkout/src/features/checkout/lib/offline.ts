import { isConnectionFailure, isOffline } from '@marketplace/contracts/connection';

/**
 * No connection: the browser says so, or the request never reached the server (the central
 * mapping's network row). Placing and paying then say they need a connection instead of
 * showing a generic error; everything entered stays, and the idempotency key makes the retry
 * the same order.
 */
export function isConnectionProblem(error: unknown): boolean {
  return isOffline() || isConnectionFailure(error);
}
